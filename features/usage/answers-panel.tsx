'use client'

import { useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Card } from '@/components/ui/card'
import { useIdle } from '@/components/ui/when-idle'
import { PREMIUM_GENERATION_TYPE, type GenerationStatus } from '@/lib/api/generations'
import { premiumOrderQueryOptions, readOneATask } from '@/lib/queries/premium-orders'
import { answerStats } from '@/features/usage/model/answers'
import { ChartText } from './chart-table'
import { StackedBars } from './charts'

/** Orders read for the stats: the newest ones, well within the orders read budget. */
const MAX_ORDERS = 20

/** Never read, nor being read: not by the orders watcher, nor by this panel before. */
function isUnread(client: QueryClient, id: string) {
  const state = client.getQueryState(premiumOrderQueryOptions(id).queryKey)
  return !state || (state.status === 'pending' && state.fetchStatus === 'idle')
}

function hours(h: number) {
  const minutes = Math.max(1, Math.round(h * 60))
  if (h < 1) return minutes === 1 ? '1 minute' : `${minutes} minutes`
  return h === 1 ? '1 hour' : `${h.toFixed(h < 10 ? 1 : 0)} hours`
}

/** Premium questions: answered on time or late, missed, open, and how long answers took. */
export function AnswersPanel({ history, now }: { history: GenerationStatus[]; now: number }) {
  const ids = [
    ...new Set(
      history
        .filter((g) => g.generation_type === PREMIUM_GENERATION_TYPE)
        .map((g) => g.order_id ?? g.id),
    ),
  ].slice(0, MAX_ORDERS)
  // Order records already read by the orders watcher come from its cache and are not read again.
  // Others are read once the browser is idle, each started in a task of its own: twenty reads
  // started among the effects of the page going live, or in the one task that found the browser
  // idle, were a long task on a phone (docs/performance.md, "Where a phone's time goes"). The
  // panel only observes the records, and says it is reading them meanwhile.
  const client = useQueryClient()
  const idle = useIdle()
  // Ids whose read waits for its task: a render meanwhile does not queue them again.
  const [queued] = useState(() => new Set<string>())
  const unreadKey = ids.filter((id) => isUnread(client, id)).join(' ')
  useEffect(() => {
    if (idle && unreadKey) readOneATask(client, unreadKey.split(' '), queued)
  }, [client, idle, unreadKey, queued])
  const results = useQueries({
    queries: ids.map((id) => ({ ...premiumOrderQueryOptions(id), enabled: false })),
  })
  // The records are the contract's, parsed when they were read (lib/queries/job-status.ts).
  const orders = results.flatMap((r) => (r.data ? [r.data] : []))
  if (!ids.length) return null
  const s = answerStats(orders, now)
  const loading = results.some((r) => r.isPending)
  const data = [
    { label: 'Questions', onTime: s.onTime, late: s.late, missed: s.missed, open: s.open },
  ]
  const series = [
    { key: 'onTime', label: 'Answered in time' },
    { key: 'late', label: 'Answered late' },
    { key: 'missed', label: 'Window passed' },
    { key: 'open', label: 'Open' },
  ]
  // While the orders are read, the summary says so in its own place: a line added above the
  // chart and taken away again moved everything below it.
  const summary = loading
    ? 'Reading your orders…'
    : s.answered + s.missed + s.open === 0
      ? 'No premium questions yet.'
      : `${s.answered} answered (${s.late} late), ${s.missed} whose window passed unanswered, ${s.open} open.` +
        (s.medianHours === null
          ? ''
          : ` Answers came a median ${hours(s.medianHours)} after the order.`) +
        (s.openWindows[0]
          ? ` The next window closes in ${hours(Math.max(0, s.openWindows[0].hoursLeft))}.`
          : '')
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold text-ink">Premium questions</h2>
      <StackedBars data={data} series={series} horizontal pending={loading} />
      <ChartText
        summary={summary}
        caption="Premium questions by outcome"
        columns={['Outcome', 'Questions']}
        rows={series.map((x) => [x.label, data[0]![x.key as keyof (typeof data)[0]] as number])}
      />
    </Card>
  )
}
