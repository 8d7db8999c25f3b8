import { newJob } from '../jobs/new-job'
import type { Services } from '../services'
import { DEMO_USERS } from '../store/seed-accounts'

/** Ids of the bulk history, apart from every other seed's. */
const bulkId = (n: number) => `b01c0000-0000-4000-8000-${String(n).padStart(12, '0')}`

const SUBJECTS = ['lighthouse', 'fox', 'harbour', 'orchard', 'glacier', 'market', 'violin', 'comet']
const PLACES = ['at dusk', 'in the rain', 'under snow', 'at noon', 'by candlelight', 'in fog']
const STYLES = ['oil painting', 'watercolour', 'photograph', 'ink sketch', 'poster', '3D render']
const MODELS = ['flux-2-1K', 'nano-banana', 'imagen-4', 'gpt-image-2', 'seedream-v4-5']

/** A prompt of its own for each item, from a few words: searches find some, all or none. */
export function bulkPrompt(n: number): string {
  const pick = <T>(list: readonly T[], k: number) => list[Math.floor(n / k) % list.length]!
  return `A ${pick(SUBJECTS, 1)} ${pick(PLACES, 7)}, ${pick(STYLES, 41)}, study ${n}`
}

/**
 * EMULATOR_SEED_BULK_HISTORY: that many finished image generations in the demo creator's
 * history, a minute apart going back from now, for benchmarks of a long history (the search
 * index, the gallery). Stored at once, never rendered: each shows the picture of the creator's
 * first seeded image, when there is one. Runs after the demo's own seeding; items an earlier
 * start stored are kept.
 */
export function seedBulkHistory(services: Services): void {
  const count = services.config.seedBulkHistory
  if (!count) return
  const { state } = services.store
  const donor = Object.values(state.jobs).find(
    (job) =>
      job.userId === DEMO_USERS.creator &&
      job.status === 'completed' &&
      job.outputs.some((o) => o.mediaType === 'image'),
  )
  const outputs = donor?.outputs.filter((o) => o.mediaType === 'image').slice(0, 1) ?? []
  const start = services.now().getTime() - 3_600_000
  for (let n = 0; n < count; n += 1) {
    const id = bulkId(n)
    if (Object.hasOwn(state.jobs, id)) continue
    const created = new Date(start - n * 60_000)
    const job = newJob({
      id,
      kind: 'media',
      userId: DEMO_USERS.creator,
      model: MODELS[n % MODELS.length]!,
      prompt: bulkPrompt(n),
      generationType: 'text-to-image',
      estimatedSeconds: 0,
      creditsDeducted: 4,
      firstStatus: 'completed',
      now: created,
      params: { mediaType: 'image', width: 1024, height: 1024, seed: n },
    })
    Object.assign(job, {
      startedAt: job.createdAt,
      completedAt: new Date(created.getTime() + 20_000).toISOString(),
      cdnReady: true,
      outputs: outputs.map((o) => ({ ...o, id: `${id}-0` })),
    })
    state.jobs[id] = job
  }
  services.store.changed()
}
