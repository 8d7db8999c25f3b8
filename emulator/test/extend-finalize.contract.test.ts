import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GenerationAccepted } from '@/lib/api'
import { DEMO_KEYS, startTestEmulator, type Json, type TestEmulator } from './harness'

/**
 * Jobs stay pending on this long clock and render nothing; tests that need a finished source
 * mark it completed through the harness.
 */
let emu: TestEmulator
beforeAll(async () => {
  emu = await startTestEmulator({ timeScale: 50 })
})
afterAll(() => emu.stop())

async function generate(json: Json, key: string = DEMO_KEYS.creator): Promise<string> {
  const res = await emu.request('POST', '/v1/generate/media', { json, key })
  expect(res.status, res.text).toBe(200)
  return res.body.generation_id
}
const veo = (extra: Json = {}) => ({
  model: 'veo3-1-lite-text-to-video',
  prompt: 'a harbor',
  ...extra,
})
const VEO_BY_TIER: Record<string, string> = {
  lite: 'veo3-1-lite-text-to-video',
  fast: 'veo3-1-fast-text-to-video',
  quality: 'veo3-1-text-to-video',
}
const draft = (extra: Json = {}) => ({
  model: 'seedance-1-5-lite',
  prompt: 'a meadow',
  quality: '720p-draft',
  duration: 5,
  ...extra,
})
const credits = async () => (await emu.request('GET', '/v1/balance')).body.credits as number
const wallet = () => emu.services.store.state.wallets.wal_usr_demo_creator!
const extend = (json: Json) => emu.request('POST', '/v1/generate/media/extend', { json })
const finalize = (id: string) =>
  emu.request('POST', '/v1/generate/media/finalize-draft', { json: { generation_id: id } })

describe('POST /v1/generate/media/extend', () => {
  /** A completed source of each Veo 3.1 tier; `source` is the lite one. */
  const sources: Record<string, string> = {}
  let source: string
  beforeAll(async () => {
    for (const [tier, model] of Object.entries(VEO_BY_TIER)) {
      sources[tier] = await generate(veo({ model }))
      emu.completeJob(sources[tier])
    }
    source = sources.lite!
  })

  it.each([
    ['lite', 45],
    ['fast', 75],
    ['quality', 300],
  ])('extends a completed Veo 3.1 %s video at the flat price of its tier', async (tier, price) => {
    const before = await credits()
    const res = await extend({ source_generation_id: sources[tier], tier })
    expect(res.status, res.text).toBe(200)
    expect(GenerationAccepted.parse(res.body)).toMatchObject({
      status: 'pending',
      model: VEO_BY_TIER[tier],
      estimated_cost_credits: price,
    })
    expect(await credits()).toBe(before - price)
    const id = res.body.generation_id
    const status = await emu.request('GET', `/v1/generate/media/${id}`)
    expect(status.body).toMatchObject({ generation_type: 'extend', credits_deducted: price })
    // The appended clip: the 8 s source plus 7 s, continuing the provider's own task.
    const job = emu.services.store.state.jobs[id]!
    expect(job.params).toMatchObject({
      durationSeconds: 15,
      sourceTaskId: expect.stringMatching(/^task_/),
    })
  })

  it.each([
    ['lite', 'quality'],
    ['lite', 'fast'],
    ['fast', 'lite'],
    ['quality', 'fast'],
  ])(
    'rejects extending a %s source with tier %s: 400 naming the valid tier',
    async (own, asked) => {
      const before = await credits()
      const res = await extend({ source_generation_id: sources[own], tier: asked })
      expect(res.status, res.text).toBe(400)
      expect(res.body).toMatchObject({
        error: 'invalid_request',
        param: 'tier',
        valid_values: [own],
      })
      expect(res.body.message).toContain(`tier ${own}`)
      expect(await credits()).toBe(before)
    },
  )

  it('rejects sources it cannot extend with a clear 400, spending nothing', async () => {
    const image = await generate({ model: 'nano-banana', prompt: 'a cat' })
    const hd = await generate(veo({ resolution: '1080p' }))
    const running = await generate(veo())
    const extension = (await extend({ source_generation_id: source, tier: 'lite' })).body
      .generation_id
    const before = await credits()
    for (const [id, message] of [
      [image, /cannot be extended/],
      [extension, /itself an extension/],
      [hd, /1080p/],
      [running, /only completed videos/],
    ] as const) {
      const res = await extend({ source_generation_id: id, tier: 'lite' })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ error: 'invalid_request', param: 'source_generation_id' })
      expect(res.body.message).toMatch(message)
    }
    expect(await credits()).toBe(before)
  })

  it('answers 404 not_found for an unknown or foreign source', async () => {
    const foreign = await generate(veo(), DEMO_KEYS.team)
    emu.completeJob(foreign)
    for (const id of [foreign, 'no-such-generation']) {
      const res = await extend({ source_generation_id: id, tier: 'lite' })
      expect(res.status).toBe(404)
      expect(res.body.error).toBe('not_found')
    }
  })

  it('answers 402 insufficient_credits when unaffordable, spending nothing', async () => {
    const saved = wallet().credits
    wallet().credits = 44
    const res = await extend({ source_generation_id: source, tier: 'lite' })
    expect(res.status).toBe(402)
    expect(res.body).toMatchObject({ error: 'insufficient_credits', required_credits: 45 })
    expect(wallet().credits).toBe(44)
    wallet().credits = saved
  })

  it('validates the body', async () => {
    const res = await extend({ source_generation_id: source, tier: 'ultra' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: 'invalid_request', param: 'tier' })
    expect(res.body.valid_values).toEqual(['lite', 'fast', 'quality'])
  })
})

describe('POST /v1/generate/media/finalize-draft', () => {
  let finished: string
  beforeAll(async () => {
    finished = await generate(draft())
    emu.completeJob(finished)
  })

  it('renders a finished draft at 1080p for the model price', async () => {
    emu.ageJob(finished, 6.9)
    const before = await credits()
    const res = await finalize(finished)
    expect(res.status, res.text).toBe(200)
    expect(GenerationAccepted.parse(res.body)).toMatchObject({
      model: 'seedance-1-5-lite',
      estimated_cost_credits: 30,
      status: 'pending',
    })
    expect(await credits()).toBe(before - 30)
    const id = res.body.generation_id
    expect((await emu.request('GET', `/v1/generate/media/${id}`)).body.generation_type).toBe(
      'finalize-draft',
    )
    expect(emu.services.store.state.jobs[id]!.params).toMatchObject({ width: 1920, height: 1080 })
    emu.ageJob(finished, -6.9)
  })

  it('answers 404 draft_not_found for unknown, non-draft and foreign ids', async () => {
    const notDraft = await generate({ model: 'nano-banana', prompt: 'x' })
    const foreign = await generate(draft(), DEMO_KEYS.team)
    emu.completeJob(foreign)
    for (const id of ['nope', notDraft, foreign]) {
      const res = await finalize(id)
      expect(res.status).toBe(404)
      expect(res.body).toMatchObject({ error: 'draft_not_found', param: 'generation_id' })
    }
  })

  it('answers 409 draft_not_finished while the draft runs', async () => {
    const res = await finalize(await generate(draft()))
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ error: 'draft_not_finished', status: 'pending' })
  })

  it('answers 410 draft_expired after 7 days', async () => {
    emu.ageJob(finished, 7.01)
    const before = await credits()
    const res = await finalize(finished)
    expect(res.status).toBe(410)
    expect(res.body).toMatchObject({ error: 'draft_expired', param: 'generation_id' })
    expect(await credits()).toBe(before)
    emu.ageJob(finished, -7.01)
  })

  it('answers 402 insufficient_credits when unaffordable', async () => {
    const saved = wallet().credits
    wallet().credits = 29
    const res = await finalize(finished)
    expect(res.status).toBe(402)
    expect(res.body).toMatchObject({ error: 'insufficient_credits', required_credits: 30 })
    expect(wallet().credits).toBe(29)
    wallet().credits = saved
  })
})
