'use client'

import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { useNow } from '@/lib/jobs/use-now'
import { trackedJobs, type TrackedJob } from '@/lib/jobs/tracked-jobs'
import { useTrackedJobs } from '@/lib/jobs/use-tracked-job'
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
 * ones with their outcome until dismissed. Collapsing hides the list but keeps polling.
 */
export function JobTray() {
  const jobs = useTrackedJobs()
  const [expanded, setExpanded] = useState(true)
  const running = jobs.filter((job) => !job.outcome).length
  const now = useNow(running > 0)
  const estimates = useModelEstimates(jobs.some((j) => !j.outcome && !j.estimatedSeconds))
  if (jobs.length === 0) return null

  return (
    <section
      aria-label="Job tray"
      className="fixed bottom-4 right-4 z-30 w-[22rem] max-w-[calc(100vw-2rem)] rounded-lg border border-line bg-surface shadow-lg"
    >
      <div className="flex items-center gap-1 border-b border-line px-2 py-1">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls="job-tray-list"
          onClick={() => setExpanded(!expanded)}
          className="flex-1 whitespace-nowrap rounded px-1 py-1 text-left text-sm font-semibold"
        >
          Jobs <span className="font-normal text-ink-muted">· {running} running</span>
        </button>
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
      </div>
      <ul id="job-tray-list" hidden={!expanded} className="max-h-72 overflow-y-auto">
        {jobs.map((job) => (
          <TrackedJobItem key={job.id} job={job} now={now} estimates={estimates} />
        ))}
      </ul>
    </section>
  )
}
