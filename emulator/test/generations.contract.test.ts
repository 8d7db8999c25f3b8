import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GenerationsListResponse } from '@/lib/api'
import { DEMO_KEYS, pollUntil, startTestEmulator, type Json, type TestEmulator } from './harness'

let emu: TestEmulator
const ids: string[] = []
beforeAll(async () => {
  emu = await startTestEmulator()
  const requests = [
    { model: 'imagen-4-fast', prompt: 'one [fail]' },
    { model: 'nano-banana', prompt: 'two [fail]' },
    { model: 'imagen-4-fast', prompt: 'three [fail]' },
    { model: 'kling-2-6-text-to-video', prompt: 'four [fail]', duration: 5 },
  ]
  for (const json of requests) {
    const res = await emu.request('POST', '/v1/generate/media', { json })
    ids.push(res.body.generation_id)
    await new Promise((r) => setTimeout(r, 5)) // distinct created_at
  }
  await emu.request('POST', '/v1/generate/media', {
    key: DEMO_KEYS.team,
    json: { model: 'imagen-4-fast', prompt: 'team [fail]' },
  })
  const list = () => emu.request('GET', '/v1/generations')
  await pollUntil(list, (b: Json) => b.generations.every((g: Json) => g.status === 'failed'))
})
afterAll(() => emu.stop())

const list = async (query = '', key: string = DEMO_KEYS.creator) => {
  const res = await emu.request('GET', `/v1/generations${query}`, { key })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return GenerationsListResponse.parse(res.body)
}

describe('GET /v1/generations', () => {
  it('lists only the owner’s jobs, newest first, with count and limit', async () => {
    const all = await list()
    expect(all.generations.map((g) => g.id)).toEqual([...ids].reverse())
    expect(all).toMatchObject({ count: 4, limit: 50 })
    const team = await list('', DEMO_KEYS.team)
    expect(team.count).toBe(1)
    expect(team.generations.some((g) => ids.includes(g.id))).toBe(false)
  })

  it('filters by model, generation_type and status', async () => {
    expect((await list('?model=imagen-4-fast')).count).toBe(2)
    expect((await list('?generation_type=text-to-video')).generations.map((g) => g.id)).toEqual([
      ids[3],
    ])
    expect((await list('?status=failed')).count).toBe(4)
    expect((await list('?status=completed')).count).toBe(0)
    expect((await list('?status=&model=')).count).toBe(4)
  })

  it('honours limit', async () => {
    const page = await list('?limit=2')
    expect(page).toMatchObject({ count: 2, limit: 2 })
    expect(page.generations.map((g) => g.id)).toEqual([ids[3], ids[2]])
  })

  it.each([
    '?limit=0',
    '?limit=abc',
    '?limit=1000',
    '?sort=asc',
    '?status=failed&status=completed',
  ])('rejects %s with 400', async (q) => {
    const res = await emu.request('GET', `/v1/generations${q}`)
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('invalid_request')
  })
})
