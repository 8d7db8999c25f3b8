'use client'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { Progress } from '@/components/ui/progress'
import { useNow } from '@/components/ui/use-now'
import { problemMessage } from '@/lib/errors/problem'
import { formatCount } from '@/lib/format'
import type { RunAnswer } from '@/lib/studio-api/runs'
import { useRunAction } from '@/lib/queries/runs'
import { nextStartWords, runStateWords, sentWords } from './model/progress-words'

const AGAIN = ['failed', 'refused', 'cancelled']

/** Where a run stands ("12 of 36 sent, next start in 8 s"), and what can be done to it. */
export function RunProgress({ answer }: { answer: RunAnswer }) {
  const { run, items } = answer
  const act = useRunAction(run.id)
  const now = useNow(run.state === 'running' && run.nextStartAt !== null)
  const next = run.state === 'running' ? nextStartWords(run.nextStartAt, now) : null
  const again = items.filter((i) => AGAIN.includes(i.state))
  const againCost = again.reduce((sum, i) => sum + i.cost, 0)
  const open = run.state === 'running' || run.state === 'paused'
  return (
    <section
      aria-label="Progress"
      className="space-y-3 rounded-card bg-surface-raised p-4 shadow-raised"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lead font-semibold text-ink" aria-live="polite">
          {runStateWords(run.state)} · {sentWords(run)}
          {next ? <span className="font-normal text-ink-muted"> · {next}</span> : null}
        </p>
        <p className="text-sm text-ink-muted">
          {formatCount(run.spent)} of {formatCount(run.total)} credits spent
        </p>
      </div>
      <Progress value={run.items ? run.settled / run.items : 0} label="Items settled" />
      {run.reason ? <Alert>{run.reason}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        {run.state === 'running' ? (
          <Button variant="secondary" onClick={() => act.mutate('pause')} disabled={act.isPending}>
            Pause
          </Button>
        ) : null}
        {run.state === 'paused' ? (
          <Button onClick={() => act.mutate('resume')} disabled={act.isPending}>
            Resume
          </Button>
        ) : null}
        {open ? (
          <Button variant="ghost" onClick={() => act.mutate('cancel')} disabled={act.isPending}>
            Cancel the rest
          </Button>
        ) : null}
        {again.length && !open ? (
          <Button variant="secondary" onClick={() => act.mutate('retry')} disabled={act.isPending}>
            Send the {formatCount(again.length)} that did not make it again (
            {formatCount(againCost)} credits)
          </Button>
        ) : null}
        {open ? null : (
          <Link
            href="/runs"
            className="inline-flex items-center rounded-md px-4 py-2 text-sm font-medium text-accent hover:bg-surface-muted"
          >
            Make another run
          </Link>
        )}
      </div>
      {act.error ? (
        <p role="alert" className="text-sm text-danger">
          {problemMessage(act.error)}
        </p>
      ) : null}
    </section>
  )
}
