import type { JobRecord } from './types'

/**
 * Changes to a job that time or the renderer would make, for tests that need a job's later state
 * at once (used by the test harness; the running service never calls these).
 */

const DAY_MS = 86_400_000

/** Moves a job's timestamps `days` into the past (age limits such as the draft's 7 days). */
export function backdateJob(job: JobRecord, days: number): void {
  const shift = (at: string | null) =>
    at === null ? null : new Date(Date.parse(at) - days * DAY_MS).toISOString()
  job.createdAt = shift(job.createdAt)!
  job.startedAt = shift(job.startedAt)
  job.completedAt = shift(job.completedAt)
}

/** Marks a job completed without rendering its files (its outputs stay as they are). */
export function completeJob(job: JobRecord, now: Date): void {
  Object.assign(job, {
    status: 'completed',
    cdnReady: true,
    startedAt: job.startedAt ?? job.createdAt,
    completedAt: now.toISOString(),
  })
}
