'use client'

import { formatUtcDay } from '@/lib/format'
import { EmptyState } from '@/components/ui/empty-state'
import { Progress } from '@/components/ui/progress'
import { useBalance } from '@/lib/queries/balance'
import { AnswersPanel } from './answers-panel'
import { CyclePanel } from './cycle-panel'
import { SpendPanel } from './spend-panel'
import { useUsageHistory } from './use-usage-history'

export function UsageScreen() {
  const { items, plan, error, loadingFirst } = useUsageHistory()
  const balance = useBalance()
  // eslint-disable-next-line react-hooks/purity
  const now = Date.now()
  const team = balance.data?.team
  if (loadingFirst) {
    return <p className="text-sm text-ink-muted">Reading your history…</p>
  }
  const hasHistory = items.some((g) => (g.credits_deducted ?? 0) > 0)
  return (
    <div className="space-y-6">
      {error ? (
        <p role="alert" className="text-sm text-danger">
          Part of your history could not be read just now; the figures below leave it out.
        </p>
      ) : null}
      {team?.monthly_limit_credits ? (
        <CyclePanel team={team} history={items} now={now} pending={!plan.done} />
      ) : null}
      {hasHistory ? (
        <SpendPanel history={items} now={now} pending={!plan.done} />
      ) : (
        <EmptyState title="Nothing spent yet">
          When you create images, video, music or speech, the credits each one used will show here
          day by day.
        </EmptyState>
      )}
      <AnswersPanel history={items} now={now} />
      {/* Last on the page: reading older history ends, or its limit is named, with nothing below
          it to move. */}
      {!plan.done ? (
        <div className="space-y-1" data-testid="history-progress">
          <p className="text-sm text-ink-muted">
            Reading older history: {plan.read} of {plan.read + plan.remaining} pages.
          </p>
          <Progress value={plan.read / (plan.read + plan.remaining)} label="Older history read" />
        </div>
      ) : plan.completeSince ? (
        <p className="text-sm text-ink-muted">
          The service lists only your most recent work of each kind; spend before{' '}
          {formatUtcDay(plan.completeSince, 'long')} may be missing.
        </p>
      ) : null}
    </div>
  )
}
