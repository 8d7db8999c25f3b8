import { isGoing, type RunListed } from '@/lib/studio-api/runs'
import type { FeedRun } from './feed-runs'

/** A job of a batch run in its place of the run's grid, with its run on the feed once listed. */
export interface RunGroupCell {
  jobId: string
  row: number
  column: number
  copy: number
  /** The feed's run of this job; null while the history does not list it yet. */
  member: FeedRun | null
}

/**
 * One entry of Create's feed: a run of one click (`single`), or every job of a batch run made
 * from the run builder (`group`, docs/runs.md), shown together at the run's place in time.
 */
export type FeedEntry =
  | { kind: 'single'; id: string; at: string; run: FeedRun }
  | { kind: 'group'; id: string; at: string; batch: RunListed; cells: RunGroupCell[] }

const time = (at: string) => Date.parse(at) || 0

/**
 * The feed's entries, newest first: a batch run's jobs leave the single runs and become one group
 * (each job in one group only: the newest run naming it), placed at its newest job's start (or
 * the run's, before any), so a run that is still making results stays at the top. A run none of
 * whose jobs the feed holds shows only while it goes: an older one lies beyond the history read.
 */
export function feedEntries(runs: readonly FeedRun[], batches: readonly RunListed[]): FeedEntry[] {
  const placeOf = new Map<string, { batch: RunListed; row: number; column: number; copy: number }>()
  for (const batch of batches) {
    for (const job of batch.jobs)
      if (!placeOf.has(job.jobId)) placeOf.set(job.jobId, { batch, ...job })
  }
  const members = new Map<string, FeedRun>()
  const entries: FeedEntry[] = []
  for (const run of runs) {
    if (placeOf.has(run.id)) members.set(run.id, run)
    else entries.push({ kind: 'single', id: run.id, at: run.startedAt, run })
  }
  const seen = new Set<string>()
  for (const batch of batches) {
    if (seen.has(batch.id)) continue
    seen.add(batch.id)
    const cells = batch.jobs
      .filter((job) => placeOf.get(job.jobId)?.batch === batch)
      .map((job) => ({ ...job, member: members.get(job.jobId) ?? null }))
      .toSorted((a, b) => a.row - b.row || a.column - b.column || a.copy - b.copy)
    const held = cells.flatMap((cell) => (cell.member ? [cell.member] : []))
    if (held.length === 0 && !isGoing(batch)) continue
    const at = [batch.createdAt, ...held.map((m) => m.startedAt)].reduce((a, b) =>
      time(b) > time(a) ? b : a,
    )
    entries.push({ kind: 'group', id: `run:${batch.id}`, at, batch, cells })
  }
  // Stable: the single runs keep the order they came in.
  return entries.toSorted((a, b) => time(b.at) - time(a.at))
}

/** Every feed run an entry shows, in its order (the lightbox goes through them). */
export function entryRuns(entry: FeedEntry): FeedRun[] {
  if (entry.kind === 'single') return [entry.run]
  return entry.cells.flatMap((cell) => (cell.member ? [cell.member] : []))
}
