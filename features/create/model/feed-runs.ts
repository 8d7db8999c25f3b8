import type { GenerationStatus } from '@/lib/api/generations'
import { jobOfListed } from '@/lib/api/job-kinds'
import type { TrackedJob } from '@/lib/jobs/tracked-jobs'
import { createResultJobs } from './create-results'

/**
 * One run on Create's feed: a job of the history (its record), a job this studio started that
 * the history does not list yet (followed by its id), or both.
 */
export interface FeedRun {
  id: string
  /** When it started, for the order (newest first). */
  startedAt: string
  listed: GenerationStatus | null
  tracked: TrackedJob | null
}

const IMAGE_OR_VIDEO = /^(image|video)\b/

/** An image or video job of the history: media by its type, with an image or video output. */
function isImageOrVideoRun(item: GenerationStatus, createModels: ReadonlySet<string>): boolean {
  if (jobOfListed(item).kind !== 'media') return false
  const outputs = item.outputs ?? []
  const declared = outputs.some((o) => IMAGE_OR_VIDEO.test(o.media_type?.toLowerCase() ?? ''))
  const byFile = outputs.some((o) => /\.(png|jpe?g|webp|gif|mp4|webm|mov)(\?|$)/i.test(o.url ?? ''))
  // Still running (no output yet): an image or video model of the catalog tells.
  return declared || byFile || (outputs.length === 0 && createModels.has(item.model ?? ''))
}

const time = (at: string | null | undefined) => (at ? Date.parse(at) || 0 : 0)

/**
 * The account's image and video runs, newest first: the history's, with the jobs started from
 * Create that it does not list yet (just started, or its page not read again yet) in their place.
 */
export function feedRuns(
  history: readonly GenerationStatus[],
  tracked: readonly TrackedJob[],
  createModels: ReadonlySet<string>,
): FeedRun[] {
  const mine = new Map(createResultJobs(tracked).map((job) => [job.id, job]))
  const runs: FeedRun[] = history
    .filter((item) => isImageOrVideoRun(item, createModels) || mine.has(item.id))
    .map((item) => ({
      id: item.id,
      startedAt: item.created_at ?? mine.get(item.id)?.startedAt ?? '',
      listed: item,
      tracked: mine.get(item.id) ?? null,
    }))
  const listed = new Set(runs.map((run) => run.id))
  for (const job of mine.values()) {
    if (!listed.has(job.id))
      runs.push({ id: job.id, startedAt: job.startedAt, listed: null, tracked: job })
  }
  return runs.toSorted((a, b) => time(b.startedAt) - time(a.startedAt))
}

/**
 * The results a search found, as runs of the feed: its image and video runs only, in the order
 * the search gave (best match first when words rank them).
 */
export function matchedRuns(
  found: readonly GenerationStatus[],
  createModels: ReadonlySet<string>,
): FeedRun[] {
  return found
    .filter((item) => isImageOrVideoRun(item, createModels))
    .map((item) => ({ id: item.id, startedAt: item.created_at ?? '', listed: item, tracked: null }))
}
