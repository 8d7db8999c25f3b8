'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Alert } from '@/components/ui/alert'
import { Link } from '@/components/ui/link'
import { problemMessage } from '@/lib/errors/problem'
import { balanceQueryOptions } from '@/lib/queries/balance'
import { useModelName } from '@/lib/queries/model-names'
import { runsQueryOptions, useRun } from '@/lib/queries/runs'
import { isGoing } from '@/lib/studio-api/runs'
import { RunProgress } from './run-progress'
import { RunResults } from './run-results'

/** One run: its progress and what can be done to it, then its results, prompt by model. */
export function RunScreen({ id }: { id: string }) {
  const run = useRun(id)
  const nameOf = useModelName()
  const queryClient = useQueryClient()
  const ended = run.data ? !isGoing(run.data.run) : false
  // The list (and the count over Runs in the navigation) learns at once that this run ended.
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: runsQueryOptions().queryKey })
  }, [ended, queryClient])
  // The balance in the top bar follows what the run spends, as it does after a start of one's own.
  const spent = run.data?.run.spent
  useEffect(() => {
    if (spent) void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey })
  }, [spent, queryClient])
  if (run.error) {
    return (
      <Alert>
        This run could not be read: {problemMessage(run.error)}{' '}
        <Link href="/runs" className="underline">
          See your runs
        </Link>
      </Alert>
    )
  }
  if (!run.data) return <p className="text-sm text-ink-muted">Reading the run…</p>
  return (
    <div className="space-y-gutter">
      <h2 className="break-words text-title font-semibold text-ink">{run.data.run.title}</h2>
      <RunProgress answer={run.data} />
      <RunResults answer={run.data} nameOf={nameOf} />
    </div>
  )
}
