import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pollUntil, startTestEmulator, type TestEmulator } from './harness'

let emu: TestEmulator
beforeAll(async () => {
  emu = await startTestEmulator({ faults: { every429: 2, cdnStallSeconds: 1 } })
})
afterAll(() => emu.stop())

describe('fault injection: forced 429 and a stalled CDN phase', () => {
  it('answers every 2nd authenticated request with the 429 body of docs/service-contract.md §7.3', async () => {
    const first = await emu.request('GET', '/v1/balance')
    const second = await emu.request('GET', '/v1/balance')
    expect(first.status).toBe(200)
    expect(second.status).toBe(429)
    expect(second.body).toMatchObject({
      error: 'rate_limit_exceeded',
      remaining: 0,
      reset_after: 60,
    })
    expect(second.body.limit).toBeGreaterThan(0)
    expect(second.headers.get('retry-after')).toBe('60')
    // Auth still comes first: no key is a 401 whatever the count.
    expect((await emu.request('GET', '/v1/balance', { key: null })).status).toBe(401)
  })

  it('keeps a finished job publishing (processing, URLs null) for the stall, then completes', async () => {
    let started = await emu.request('POST', '/v1/generate/media', {
      json: { model: 'nano-banana', prompt: 'a lighthouse at dusk' },
    })
    if (started.status === 429) {
      started = await emu.request('POST', '/v1/generate/media', {
        json: { model: 'nano-banana', prompt: 'a lighthouse at dusk' },
      })
    }
    expect(started.status).toBe(200)
    const id = started.body.generation_id as string
    const read = async () => {
      const res = await emu.request('GET', `/v1/generate/media/${id}`)
      return res.status === 429 ? emu.request('GET', `/v1/generate/media/${id}`) : res
    }
    const publishing = await pollUntil(read, (b) => b.outputs?.length > 0)
    expect(publishing).toMatchObject({ status: 'processing', cdn_ready: false })
    expect(publishing.outputs[0].url).toBeNull()
    const filesAt = Date.now()
    const done = await pollUntil(read, (b) => b.status === 'completed', { intervalMs: 50 })
    expect(Date.now() - filesAt).toBeGreaterThanOrEqual(800)
    expect(done.outputs[0].url).toMatch(/^http/)
  })
})
