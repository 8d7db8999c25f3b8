import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_USERS, startTestEmulator, type TestEmulator } from '@/emulator/test/harness'
import { CATALOG_MODELS } from '@/lib/test/catalog'
import { formCost } from '@/lib/forms/cost'
import { buildMediaRequest } from '@/lib/forms/media-request'
import { mediaFormSchema } from '@/lib/forms/media-schema'
import { validValues } from '@/lib/forms/test-values'

/**
 * The browser's rules against the emulator's own validator, over HTTP as the studio meets it:
 * what the form accepts, the service accepts at the price the form showed; what the service
 * refuses, the form refused first. The `[fail]` marker ends accepted jobs without rendering.
 */
let emu: TestEmulator
beforeAll(async () => {
  emu = await startTestEmulator()
  // Every accepted case spends; the creator's 5 000 demo credits would run out half-way.
  emu.setCredits(DEMO_USERS.creator, 10_000_000)
})
afterAll(() => emu.stop())

const cases = CATALOG_MODELS.filter((m) => ['image', 'video'].includes(m.model_type)).flatMap(
  (model) =>
    (model.generation_types ?? []).map((type) => ({
      id: `${model.model_id} / ${type}`,
      model,
      type,
    })),
)

const generate = (request: object) => emu.request('POST', '/v1/generate/media', { json: request })

async function serviceError(request: object): Promise<string | null> {
  const res = await generate(request)
  return res.status === 200 ? null : String(res.body?.error ?? res.text)
}

describe('form and service agree', () => {
  it.each(cases)('$id: accepted, priced the same', async ({ model, type }) => {
    const values = validValues(model, type)
    const request = buildMediaRequest(model.model_id, model, values)
    const res = await generate({ ...request, prompt: `${request.prompt} [fail]` })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.estimated_cost_credits).toBe(formCost(model, values))
  })

  it.each(cases)('$id: both refuse an over-long prompt', async ({ model, type }) => {
    const values = {
      ...validValues(model, type),
      prompt: 'x'.repeat((model.capabilities?.prompt_max_chars ?? 0) + 1),
    }
    expect(mediaFormSchema(model).safeParse(values).success).toBe(false)
    const request = buildMediaRequest(model.model_id, model, values)
    expect(await serviceError(request)).toBe('prompt_too_long')
  })

  it.each(cases)('$id: both refuse missing required inputs', async ({ model, type }) => {
    const values = { ...validValues(model, type), sources: { image: [], video: [], audio: [] } }
    const request = buildMediaRequest(model.model_id, model, values)
    const refusal = await serviceError({ ...request, prompt: `${request.prompt} [fail]` })
    expect(mediaFormSchema(model).safeParse(values).success, String(refusal)).toBe(!refusal)
  })
})
