import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_KEYS, pollUntil, startTestEmulator, type Json, type TestEmulator } from './harness'

let dataDir: string
let emu: TestEmulator
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'emulator-persist-'))
  emu = await startTestEmulator({ dataDir, seedHistory: true })
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

  it('keeps balances, jobs and file names across a restart, and resumes unfinished jobs', async () => {
    const before = (await emu.request('GET', '/v1/generations')).body.generations as Json[]
    const image = before.find((g) => g.outputs[0]?.media_type === 'image')
    const fileName = new URL(image.outputs[0].url).pathname
    // A long job still pending at shutdown.
    await emu.stop()
    emu = await startTestEmulator({ dataDir, seedHistory: true, timeScale: 5 })
    const started = await emu.request('POST', '/v1/generate/media', {
      json: { model: 'imagen-4-fast', prompt: 'resumed' },
    })
    const id = started.body.generation_id
    await emu.stop()
    emu = await startTestEmulator({ dataDir, seedHistory: true, timeScale: 0.02 })

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
