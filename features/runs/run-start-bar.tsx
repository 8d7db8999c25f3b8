import { Button } from '@/components/ui/button'
import type { RunTotal } from '@/lib/api/run-total'
import type { Problem } from '@/lib/errors/problem'
import { formatCount } from '@/lib/format'
import { RunTotalLine } from './run-total'

interface RunStartBarProps {
  items: number
  credits: number
  total: RunTotal | null
  sendingSeconds: number
  /** Why it cannot start yet, in words; null when it can. */
  blocker: string | null
  pending: boolean
  problem: Problem | null
}

/** The end of every run builder: the exact total against the balance, and the one button. */
export function RunStartBar({
  items,
  credits,
  total,
  sendingSeconds,
  blocker,
  pending,
  problem,
}: RunStartBarProps) {
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4 rounded-card bg-surface-raised p-4 shadow-raised">
        <RunTotalLine items={items} total={total} sendingSeconds={sendingSeconds} />
        <div className="ml-auto space-y-1 text-right">
          <Button type="submit" disabled={Boolean(blocker) || pending}>
            {pending
              ? 'Starting…'
              : items
                ? `Start ${formatCount(items)} for ${formatCount(credits)} credits`
                : 'Start the run'}
          </Button>
          {blocker ? <p className="text-xs text-ink-muted">{blocker}</p> : null}
        </div>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem.message}
        </p>
      ) : null}
    </>
  )
}
