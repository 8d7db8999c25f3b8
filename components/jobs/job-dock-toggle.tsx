'use client'

import { cn } from '@/lib/cn'
import { isRunning } from '@/lib/jobs/tracked-jobs'
import { useTrackedJobs } from '@/lib/jobs/use-tracked-job'
import { useDockRuns } from './dock-runs'
import { useJobDock } from './job-dock-state'

export const JOB_DOCK_PANEL_ID = 'job-dock-panel'
export const JOB_TRAY_TITLE_ID = 'job-tray-title'

/**
 * The folded job dock: a count in the top bar that opens the list of jobs over the page. The
 * account's runs going count too, on every device (components/jobs/dock-runs.ts).
 */
export function JobDockToggle() {
  const jobs = useTrackedJobs()
  const runs = useDockRuns()
  const { open, setOpen } = useJobDock()
  if (jobs.length === 0 && runs.length === 0) return null
  const running = jobs.filter(isRunning).length + runs.length
  const finished = jobs.length - jobs.filter(isRunning).length
  const summary = running > 0 ? `${running} running` : `${finished} done`
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={JOB_DOCK_PANEL_ID}
      onClick={() => setOpen(!open)}
      className={cn(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-md border border-line px-2.5 py-1 text-sm',
        open ? 'bg-accent/10 text-accent' : 'hover:bg-surface-muted',
      )}
    >
      {/* The name is the visible text (label in name), with the summary read out after it. */}
      <span className="font-medium">Jobs</span>{' '}
      <span
        className={cn(
          'rounded-full px-1.5 text-xs tabular-nums',
          running > 0 ? 'bg-accent text-on-accent' : 'bg-surface-muted text-ink-muted',
        )}
      >
        {jobs.length + runs.length}
      </span>
      {/* The count is the folded dock; the words join it where the top bar has room. */}
      <span className="sr-only text-xs text-ink-muted 2xl:not-sr-only">, {summary}</span>
    </button>
  )
}
