import type { GenerationStatus } from '@/lib/api/generations'
import { unsignedKey } from '@/lib/media/source-origin'
import type { JobSource } from '@/lib/jobs/tracked-jobs'

/**
 * The earlier jobs whose outputs a form's sources are, however they got into the slots (use as
 * input, the gallery picker, a drag from the gallery): found by address, signature ignored, so
 * the gallery links the new job to each of them.
 */
export function outputLineage(
  urls: readonly string[],
  generations: readonly GenerationStatus[],
): JobSource[] {
  const keys = new Set(urls.filter(Boolean).map(unsignedKey))
  return generations
    .filter((g) =>
      (g.outputs ?? []).some((o) =>
        [o.url, o.optimized_url].some((u) => u && keys.has(unsignedKey(u))),
      ),
    )
    .map((g) => ({ kind: 'media' as const, id: g.id }))
}
