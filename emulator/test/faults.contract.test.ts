import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestEmulator, type TestEmulator } from './harness'

let emu: TestEmulator
beforeAll(async () => {
  emu = await startTestEmulator({ faults: { every5xx: 3, firstStatus: 'queued', latencyMs: 20 } })
})
afterAll(() => emu.stop())

describe('fault injection', () => {
  it('answers every 3rd /v1 request with 503, deterministically, and adds latency', async () => {
    const started = Date.now()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await emu.request('GET', '/v1/balance')).status)
    expect(statuses).toEqual([200, 200, 503, 200, 200, 503])
    expect(Date.now() - started).toBeGreaterThanOrEqual(6 * 20)
    expect((await emu.request('GET', '/health', { key: null })).status).toBe(200)
  })

  it('starts jobs as queued when asked to', async () => {
    let res = await emu.request('POST', '/v1/generate/media', {
      json: { model: 'nano-banana', prompt: 'x [fail]' },
    })
    if (res.status === 503)
      res = await emu.request('POST', '/v1/generate/media', {
        json: { model: 'nano-banana', prompt: 'x [fail]' },
      })
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('queued')
  })
})
