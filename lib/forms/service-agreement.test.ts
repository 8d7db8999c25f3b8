import { describe, expect, it } from 'vitest'
import { ALL_ENTRIES, createCatalog } from '@/emulator/catalog'
import { planMediaRequest } from '@/emulator/routes/media/plan'
import { formCost } from './cost'
import { buildMediaRequest } from './media-request'
import { mediaFormSchema } from './media-schema'
import { validValues } from './test-values'

/**
 * The browser's rules against the emulator's own validator: what the form accepts, the service
 * accepts at the price the form showed; what the service refuses, the form refused first.
 */
const catalog = createCatalog([])
const cases = ALL_ENTRIES.map((e) => e.model)
  .filter((m) => ['image', 'video'].includes(m.model_type))
  .flatMap((model) =>
    (model.generation_types ?? []).map((type) => ({
      id: `${model.model_id} / ${type}`,
      model,
      type,
    })),
  )

function serviceError(run: () => unknown): string | null {
  try {
    run()
    return null
  } catch (error) {
    return String((error as { body?: { error?: unknown } }).body?.error ?? error)
  }
}

describe('form and service agree', () => {
  it.each(cases)('$id: accepted, priced the same', ({ model, type }) => {
    const values = validValues(model, type)
    const request = buildMediaRequest(model.model_id, model, values)
    const plan = planMediaRequest(catalog, request)
    expect(plan.cost).toBe(formCost(model, values))
  })

  it.each(cases)('$id: both refuse an over-long prompt', ({ model, type }) => {
    const values = {
      ...validValues(model, type),
      prompt: 'x'.repeat((model.capabilities?.prompt_max_chars ?? 0) + 1),
    }
    expect(mediaFormSchema(model).safeParse(values).success).toBe(false)
    const request = buildMediaRequest(model.model_id, model, values)
    expect(serviceError(() => planMediaRequest(catalog, request))).toBe('prompt_too_long')
  })

  it.each(cases)('$id: both refuse missing required inputs', ({ model, type }) => {
    const values = { ...validValues(model, type), sources: { image: [], video: [], audio: [] } }
    const request = buildMediaRequest(model.model_id, model, values)
    const refusedByService = serviceError(() => planMediaRequest(catalog, request)) !== null
    expect(mediaFormSchema(model).safeParse(values).success).toBe(!refusedByService)
  })
})
