import { newJob } from '../jobs/new-job'
import type { Services } from '../services'
import { DEMO_USERS } from '../store/seed-accounts'

/** Ids of the bulk history, apart from every other seed's. */
const bulkId = (n: number) => `b01c0000-0000-4000-8000-${String(n).padStart(12, '0')}`

const SUBJECTS = ['lighthouse', 'fox', 'harbour', 'orchard', 'glacier', 'market', 'violin', 'comet']
const PLACES = ['at dusk', 'in the rain', 'under snow', 'at noon', 'by candlelight', 'in fog']
const STYLES = ['oil painting', 'watercolour', 'photograph', 'ink sketch', 'poster', '3D render']
/** Finished states only (`error` is the real service's word for failed): nothing to resume. */
const STATUSES = ['completed', 'failed', 'cancelled', 'error'] as const

/** A prompt of its own for each item, from a few words: searches find some, all or none. */
function bulkPrompt(n: number): string {
  const pick = <T>(list: readonly T[], k: number) => list[Math.floor(n / k) % list.length]!
  return `A ${pick(SUBJECTS, 1)} ${pick(PLACES, 7)}, ${pick(STYLES, 41)}, study ${n}`
}

/**
 * EMULATOR_SEED_BULK_HISTORY: that many more finished generations in the demo creator's history,
 * a minute apart going back from now, for benchmarks of a long history (the search index, the
 * gallery): spread over the catalog's image and video models, their generation types and the
 * finished states, as a long history made with many models is. Stored at once, never rendered:
 * each shows the picture of the creator's first seeded image, when there is one. Runs after the
 * demo's own seeding; items an earlier start stored are kept.
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
  const models = [...services.catalog.models('image'), ...services.catalog.models('video')]
  if (!models.length) return
  const start = services.now().getTime() - 3_600_000
  for (let n = 0; n < count; n += 1) {
    const id = bulkId(n)
    if (Object.hasOwn(state.jobs, id)) continue
    const created = new Date(start - n * 60_000)
    const model = models[n % models.length]!
    const types = model.generation_types?.length ? model.generation_types : ['text-to-image']
    const round = Math.floor(n / models.length)
    const status = STATUSES[round % STATUSES.length]!
    const job = newJob({
      id,
      kind: 'media',
      userId: DEMO_USERS.creator,
      model: model.model_id,
      prompt: bulkPrompt(n),
      generationType: types[Math.floor(round / STATUSES.length) % types.length]!,
      estimatedSeconds: 0,
      creditsDeducted: 4,
      firstStatus: status,
      now: created,
      params: { mediaType: 'image', width: 1024, height: 1024, seed: n },
    })
    const done = status === 'completed'
    Object.assign(job, {
      startedAt: job.createdAt,
      completedAt: new Date(created.getTime() + 20_000).toISOString(),
      cdnReady: done,
      outputs: done ? outputs.map((o) => ({ ...o, id: `${id}-0` })) : [],
      errorMessage: done || status === 'cancelled' ? null : 'The provider failed (bulk history).',
    })
    state.jobs[id] = job
  }
  services.store.changed()
}
