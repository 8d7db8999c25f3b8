import type { TrackedJob } from '@/lib/jobs/tracked-jobs'

/** What Create records as a job's action: none for a new prompt, or the lineage it came from. */
const CREATE_ACTIONS = new Set([undefined, 'remix', 'use-as-input'])

/**
 * The image and video jobs started from Create, newest first (up to `limit`). Tools and speech also run
 * on the media route but show their results on their own pages, so their actions are left out.
 */
export function createResultJobs(jobs: readonly TrackedJob[], limit = Infinity): TrackedJob[] {
  return jobs
    .filter((job) => job.kind === 'media' && CREATE_ACTIONS.has(job.action))
    .toSorted((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt))
    .slice(0, limit)
}
