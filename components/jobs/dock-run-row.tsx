import { Link } from '@/components/ui/link'
import { Progress } from '@/components/ui/progress'
import type { DockRun } from './dock-runs'

/** A run going, in the dock: its title (to its page), where it stands in words, and a bar. */
export function DockRunRow({ run }: { run: DockRun }) {
  return (
    <li className="space-y-1 border-b border-line px-3 py-2">
      <div className="flex items-baseline justify-between gap-2">
        <Link href={run.href} className="min-w-0 truncate text-sm font-medium text-ink underline">
          {run.title}
        </Link>
        <span className="shrink-0 text-xs text-ink-muted">Run</span>
      </div>
      <p className="text-xs tabular-nums text-ink-muted">{run.words}</p>
      <Progress value={run.settled} label={`${run.title}: items settled`} />
    </li>
  )
}
