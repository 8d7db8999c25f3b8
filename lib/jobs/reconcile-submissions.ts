import type { GenerationStatus } from '@/lib/api/generations'
import { jobOfListed, type JobKind } from '@/lib/api/job-kinds'
import type { PendingSubmission } from './pending-submissions'
import { byCodeUnits } from '@/lib/compare'

export interface Reconciled {
  /** Submissions found in the history: track them under the id the service gave. */
  found: { submission: PendingSubmission; kind: JobKind; id: string; createdAt: string }[]
  /** Submissions the history does not show after long enough: the POST never made a job. */
  givenUp: PendingSubmission[]
}

/** The browser's and the service's clocks may differ by this much. */
const CLOCK_SKEW_MS = 60_000
/** Most jobs are listed at once; a story only once its video is stitched. */
const GIVE_UP_MS: Partial<Record<JobKind, number>> = { story: 60 * 60_000 }
const DEFAULT_GIVE_UP_MS = 3 * 60_000

const normal = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ')

/**
 * Matches submissions left without an answer against the history (model, prompt, time), each
 * history item at most once and never one already tracked. Pure, so it is tested as such.
 */
export function reconcileSubmissions(
  pending: readonly PendingSubmission[],
  history: readonly GenerationStatus[],
  trackedIds: ReadonlySet<string>,
  now: number,
): Reconciled {
  const taken = new Set(trackedIds)
  const found: Reconciled['found'] = []
  const givenUp: PendingSubmission[] = []
  const candidates = history
    .flatMap((item) => (item.created_at ? [{ item, createdAt: item.created_at }] : []))
    .map((c) => ({ ...c, job: jobOfListed(c.item) }))
    .sort((a, b) => byCodeUnits(a.createdAt, b.createdAt))
  const oldestFirst = [...pending].sort((a, b) => byCodeUnits(a.sentAt, b.sentAt))
  for (const submission of oldestFirst) {
    const sent = Date.parse(submission.sentAt)
    const match = candidates.find(
      ({ item, createdAt, job }) =>
        !taken.has(job.id) &&
        job.kind === submission.kind &&
        (!item.model || item.model === submission.model) &&
        (!submission.prompt || normal(item.prompt) === normal(submission.prompt)) &&
        Date.parse(createdAt) >= sent - CLOCK_SKEW_MS,
    )
    if (match) {
      taken.add(match.job.id)
      found.push({ submission, ...match.job, createdAt: match.createdAt })
    } else if (now - sent > (GIVE_UP_MS[submission.kind] ?? DEFAULT_GIVE_UP_MS)) {
      givenUp.push(submission)
    }
  }
  return { found, givenUp }
}
