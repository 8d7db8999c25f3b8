import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_KEYS, pollUntil, startTestEmulator, type Json, type TestEmulator } from './harness'

let dataDir: string
let emu: TestEmulator
// Premium windows long enough that no demo question closes during the suite: a closed one would
// make the demo keeper add a new standing order (premium-demo.contract.test.ts covers that).
const SEEDED = { seedHistory: true, premiumWindowSeconds: 100 * 86_400 }
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'emulator-persist-'))
  emu = await startTestEmulator({ dataDir, ...SEEDED })
})
afterAll(async () => {
  await emu.stop()
  await rm(dataDir, { recursive: true, force: true })
})

const kinds = (gens: Json[]) =>
  new Set(gens.filter((g) => g.status === 'completed').map((g) => g.outputs[0].media_type))

describe('seeded history and restarts', () => {
  it('seeds a history of each kind for the demo accounts', async () => {
    await emu.seeded
    const creator = (await emu.request('GET', '/v1/generations')).body.generations
    expect(kinds(creator)).toEqual(new Set(['image', 'video', 'audio']))
    expect(creator.some((g: Json) => g.status === 'failed' && g.error_message)).toBe(true)
    for (const key of [DEMO_KEYS.team, DEMO_KEYS.readonly, DEMO_KEYS.empty]) {
      const list = (await emu.request('GET', '/v1/generations', { key })).body
      expect(list.count, key).toBeGreaterThan(0)
    }
    const video = creator.find((g: Json) => g.outputs[0]?.media_type === 'video')
    expect((await fetch(video.outputs[0].url)).headers.get('content-type')).toBe('video/mp4')
  }, 60_000)

  it('seeds music, stems, a story and premium orders with windows closing at different times', async () => {
    const creator = (await emu.request('GET', '/v1/generations')).body.generations as Json[]
    const completed = (type: string) =>
      creator.filter((g) => g.generation_type === type && g.status === 'completed')
    expect(completed('text-to-music')).toHaveLength(2)
    expect(completed('separation')).toHaveLength(1)
    expect(completed('story')).toHaveLength(1)
    const music = await emu.request('GET', `/v1/generate/music/${completed('text-to-music')[0].id}`)
    expect(music.body).toMatchObject({ status: 'completed', progress: 100 })
    expect(music.body.songs[0].audio_url).toMatch(/\.mp3$/)
    const stems = await emu.request(
      'GET',
      `/v1/generate/separation/${completed('separation')[0].id}`,
    )
    expect(stems.body.vocals_url).toMatch(/\.mp3$/)
    const story = await emu.request('GET', `/v1/story/${completed('story')[0].id}`)
    expect(story.body.final_video_url).toMatch(/\.mp4$/)

    const orders = creator.filter((g) => g.generation_type === 'premium-video')
    // Three standing orders with open questions and the delivered one.
    expect(orders.map((o) => o.status).sort()).toEqual([
      'awaiting_answers',
      'awaiting_answers',
      'awaiting_answers',
      'completed',
    ])
    const windows = new Set<string>()
    for (const item of orders) {
      const order = (await emu.request('GET', `/v1/premium-video/orders/${item.order_id}`)).body
      for (const q of order.open_questions) windows.add(q.window_expires_at)
    }
    expect(windows.size).toBeGreaterThanOrEqual(3)
    const team = (await emu.request('GET', '/v1/generations', { key: DEMO_KEYS.team })).body
    const teamTypes = team.generations.map((g: Json) => g.generation_type)
    expect(teamTypes).toEqual(expect.arrayContaining(['text-to-music', 'premium-video']))
    expect((await emu.request('GET', '/v1/balance')).body.credits).toBe(5000)
  })

  it('keeps balances, jobs and file names across a restart, and resumes unfinished jobs', async () => {
    const before = (await emu.request('GET', '/v1/generations')).body.generations as Json[]
    const image = before.find((g) => g.outputs[0]?.media_type === 'image')
    const fileName = new URL(image.outputs[0].url).pathname
    // A long job still pending at shutdown.
    await emu.stop()
    emu = await startTestEmulator({ dataDir, ...SEEDED, timeScale: 5 })
    const started = await emu.request('POST', '/v1/generate/media', {
      json: { model: 'imagen-4-fast', prompt: 'resumed' },
    })
    const id = started.body.generation_id
    await emu.stop()
    emu = await startTestEmulator({ dataDir, ...SEEDED, timeScale: 0.02 })

    const after = (await emu.request('GET', '/v1/generations')).body.generations as Json[]
    expect(after.filter((g) => g.id !== id).map((g) => g.id)).toEqual(before.map((g) => g.id))
    const again = after.find((g) => g.id === image.id)
    expect(new URL(again.outputs[0].url).pathname).toBe(fileName)
    expect((await fetch(again.outputs[0].url)).status).toBe(200)
    expect((await emu.request('GET', '/v1/balance')).body.credits).toBe(5000 - 4)
    const resumed = await pollUntil(
      () => emu.request('GET', `/v1/generate/media/${id}`),
      (b: Json) => b.status === 'completed',
    )
    expect(resumed.outputs[0].url).toMatch(/\.png$/)
  }, 60_000)
})
