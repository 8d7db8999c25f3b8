import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RateLimitBody } from '@/lib/api'
import { DEMO_KEYS, startTestEmulator, type TestEmulator } from './harness'

let emu: TestEmulator
beforeAll(async () => {
  emu = await startTestEmulator({ rateLimitScale: 1 })
})
afterAll(() => emu.stop())

describe('rate limits (docs/service-contract.md §8) and the 429 body (docs/service-contract.md §7.3)', () => {
  it('the 31st media request in a minute is 429 with limit, remaining and reset_after', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await emu.request('POST', '/v1/generate/media', { json: {} })
      expect(res.status).toBe(400)
    }
    const res = await emu.request('POST', '/v1/generate/media', {
      json: { model: 'nano-banana', prompt: 'x' },
    })
    expect(res.status).toBe(429)
    const body = RateLimitBody.parse(res.body)
    expect(body).toMatchObject({
      error: 'rate_limit_exceeded',
      limit: 30,
      remaining: 0,
      reset_after: 60,
    })
    expect(body.message).toBeTruthy()
    expect(body.hint).toBeTruthy()
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('limits are per key and per group', async () => {
    expect((await emu.request('GET', '/v1/balance')).status).toBe(200)
    const other = await emu.request('POST', '/v1/generate/media', {
      key: DEMO_KEYS.empty,
      json: {},
    })
    expect(other.status).toBe(400)
  })

  it('reads allow 120 per minute', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 121; i++)
      statuses.push(
        (await emu.request('GET', '/v1/models?model_type=speech', { key: DEMO_KEYS.readonly }))
          .status,
      )
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true)
    expect(statuses[120]).toBe(429)
  })
})

describe('a limit set for one group (EMULATOR_RATE_LIMIT_MEDIA_PER_MINUTE)', () => {
  it('cuts media starts to 3 a minute and leaves the other groups as they were', async () => {
    const cut = await startTestEmulator({ rateLimitScale: 1, rateLimits: { media: 3 } })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 4; i++)
        statuses.push((await cut.request('POST', '/v1/generate/media', { json: {} })).status)
      expect(statuses).toEqual([400, 400, 400, 429])
      const refused = await cut.request('POST', '/v1/generate/media', { json: {} })
      expect(RateLimitBody.parse(refused.body)).toMatchObject({ limit: 3, reset_after: 60 })
      expect((await cut.request('GET', '/v1/balance')).headers.get('x-ratelimit-limit')).toBe('120')
    } finally {
      await cut.stop()
    }
  })
})
