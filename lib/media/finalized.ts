import type { GenerationStatus } from '@/lib/api/generations'
import type { TrackedJob } from '@/lib/jobs/tracked-jobs'

/**
 * Drafts already finalized: a finalize-draft job in the history whose echoed
 * `source_generation_id` names the draft, or one this browser started (its tracked lineage).
 * A failed finalize does not count: the draft can be finalized again.
 */
export function finalizedDraftIds(
  history: readonly GenerationStatus[],
  tracked: readonly TrackedJob[],
): Set<string> {
  const ids = new Set<string>()
  for (const item of history) {
    const source = item.source_generation_id
    const failed = ['failed', 'error', 'cancelled'].includes(item.status.toLowerCase())
    if (item.generation_type === 'finalize-draft' && typeof source === 'string' && !failed)
      ids.add(source)
  }
  for (const job of tracked) {
    if (job.action !== 'finalize-draft' || job.outcome === 'failed') continue
    for (const source of job.madeFrom ?? []) ids.add(source.id)
  }
  return ids
}

/** The generation of the history that has `url` among its outputs (lineage of a picked URL). */
export function generationOfUrl(
  history: readonly GenerationStatus[],
  url: string,
): GenerationStatus | undefined {
  if (!url) return undefined
  return history.find((g) =>
    (g.outputs ?? []).some((o) => o.url === url || o.optimized_url === url),
  )
}
