'use client'

import { isRunning, type TrackedJob } from '@/lib/jobs/tracked-jobs'
import { useTrackedJobs } from '@/lib/jobs/use-tracked-job'
import { jobStopReason, useJobStatus } from '@/lib/queries/job-status'
import { useSettleJob } from './use-settle-job'

/** One tracked job: its status query (polled on the plan of docs/service-contract.md §4.9) and its settling. */
function WatchedJob({ job }: { job: TrackedJob }) {
  const start = { startedAt: job.startedAt }
  const { data, error } = useJobStatus(job.kind, job.id, start)
  useSettleJob(job, data, jobStopReason(job.kind, data, error, start))
  return null
}

/**
 * Follows every job this browser tracks, of every kind, whatever page is open and whether or not
 * the tray shows it: mounted once in the studio layout. Pages read the same queries.
 */
export function JobWatcher() {
  const jobs = useTrackedJobs()
  return jobs.filter(isRunning).map((job) => <WatchedJob key={`${job.kind}:${job.id}`} job={job} />)
}
