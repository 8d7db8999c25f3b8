'use client'

import { Button } from '@/components/ui/button'
import { WorkspaceNotice } from '@/components/workspace/workspace-notice'
import { useNow } from '@/components/ui/use-now'
import { isRunning, trackedJobs, type TrackedJob } from '@/lib/jobs/tracked-jobs'
import { useTrackedJobs } from '@/lib/jobs/use-tracked-job'
import { DockRunRow } from './dock-run-row'
import { useDockRuns } from './dock-runs'
import { JOB_DOCK_PANEL_ID, JOB_TRAY_TITLE_ID } from './job-dock-toggle'
import { useJobDock } from './job-dock-state'
import { FinishedJobRow } from './finished-job-row'
import { NotificationPermission } from './notification-permission'
import { RunningJobRow } from './running-job-row'
import { useModelEstimates } from './use-model-estimates'

function TrackedJobItem({
  job,
  now,
  estimates,
}: {
  job: TrackedJob
  now: number
  estimates: ReadonlyMap<string, number>
}) {
  if (job.outcome) return <FinishedJobRow job={job} outcome={job.outcome} />
  const estimate = job.estimatedSeconds ?? estimates.get(job.model) ?? null
  return <RunningJobRow job={job} now={now} estimatedSeconds={estimate} />
}

/**
 * Jobs this browser started, on every page: running ones with elapsed vs estimated time, ended
 * ones with their outcome until dismissed. Above them, the account's runs going, the same on
 * every device. Shown in the open job dock; folding the dock hides the list but the root watcher
 * keeps polling.
 */
export function JobTray() {
  const jobs = useTrackedJobs()
  const runs = useDockRuns()
  const { setOpen } = useJobDock()
  const running = jobs.filter(isRunning).length
  const now = useNow(running > 0)
  const estimates = useModelEstimates(jobs.some((j) => isRunning(j) && !j.estimatedSeconds))
  if (jobs.length === 0 && runs.length === 0) return null

  return (
    <section
      id={JOB_DOCK_PANEL_ID}
      aria-label="Job tray"
      className="flex max-h-[inherit] min-h-0 flex-col"
    >
      <div className="flex items-center gap-1 border-b border-line px-3 py-2">
        <h2 id={JOB_TRAY_TITLE_ID} className="min-w-0 flex-1 truncate text-sm font-semibold">
          Jobs{' '}
          {jobs.length ? (
            <span className="font-normal text-ink-muted">· {running} running</span>
          ) : null}
          {runs.length ? (
            <span className="font-normal text-ink-muted">
              {' '}
              · {runs.length === 1 ? '1 run going' : `${runs.length} runs going`}
            </span>
          ) : null}
        </h2>
        <NotificationPermission />
        {jobs.length > running ? (
          <Button
            variant="ghost"
            size="sm"
            className="whitespace-nowrap"
            onClick={() => trackedJobs.clearFinished()}
          >
            Clear finished
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Fold
        </Button>
      </div>
      <WorkspaceNotice className="border-b border-line px-3 py-1" />
      <ul className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {runs.map((run) => (
          <DockRunRow key={run.id} run={run} />
        ))}
        {jobs.map((job) => (
          <TrackedJobItem key={job.id} job={job} now={now} estimates={estimates} />
        ))}
      </ul>
    </section>
  )
}
