import type { PendingSubmission, TrackedJob } from '@/lib/studio-api/jobs'

export interface TrayMerge {
  jobs: TrackedJob[]
  pending: PendingSubmission[]
  /**
   * What this browser held that the workspace did not: its running jobs and submissions, sent to
   * it once (a job started while the workspace was away). A finished job it lacks is not sent
   * back: the workspace dropped it (dismissed on another device, or past what it keeps), and
   * sending it would bring it back, or push another out and be sent again at every read.
   */
  jobsToSave: TrackedJob[]
  pendingToSave: PendingSubmission[]
}

/**
 * The tray after reading the account's workspace: every job and submission either side knows
 * (so a job started on another device shows here), and an outcome recorded by another device
 * wins over a job this browser still thinks is running, so it is not announced twice. Pure.
 */
export function mergeTray(
  local: { jobs: readonly TrackedJob[]; pending: readonly PendingSubmission[] },
  remote: { jobs: readonly TrackedJob[]; pending: readonly PendingSubmission[] },
): TrayMerge {
  const remoteJobs = new Map(remote.jobs.map((j) => [j.id, j]))
  const localIds = new Set(local.jobs.map((j) => j.id))
  const jobs = local.jobs.map((job) => {
    const other = remoteJobs.get(job.id)
    return other?.outcome && !job.outcome ? other : job
  })
  for (const job of remote.jobs) if (!localIds.has(job.id)) jobs.push(job)
  jobs.sort((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt))

  const remoteKeys = new Set(remote.pending.map((p) => p.key))
  const localKeys = new Set(local.pending.map((p) => p.key))
  return {
    jobs,
    pending: [...local.pending, ...remote.pending.filter((p) => !localKeys.has(p.key))],
    jobsToSave: local.jobs.filter((j) => !j.outcome && !remoteJobs.has(j.id)),
    pendingToSave: local.pending.filter((p) => !remoteKeys.has(p.key)),
  }
}
