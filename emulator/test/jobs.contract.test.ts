import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GenerationStatus } from '@/lib/api'
import { DEMO_KEYS, pollUntil, startTestEmulator, type Json, type TestEmulator } from './harness'

let emu: TestEmulator
/** A slower clock for the lifecycle test, so each phase lasts long enough to be seen under load. */
let slow: TestEmulator
beforeAll(async () => {
  ;[emu, slow] = await Promise.all([startTestEmulator(), startTestEmulator({ timeScale: 0.25 })])
})
afterAll(() => Promise.all([emu.stop(), slow.stop()]))

const start = async (json: unknown, key: string = DEMO_KEYS.creator, on = emu) => {
  const res = await on.request('POST', '/v1/generate/media', { json, key })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.generation_id as string
}
const status = (id: string, key: string = DEMO_KEYS.creator, on = emu) =>
  on.request('GET', `/v1/generate/media/${id}`, { key })
const terminal = (b: Json) =>
  ['completed', 'failed'].includes(b.status) || b.outputs?.[0]?.optimization_status === 'failed'

describe('media job lifecycle', () => {
  it('pending -> processing -> CDN phase (processing, urls null) -> completed with a real PNG', async () => {
    const fox = {
      model: 'nano-banana',
      prompt: 'a red fox in the snow',
      aspect_ratio: '16:9',
      seed: 42,
    }
    const id = await start(fox, DEMO_KEYS.creator, slow)
    const seen: Json[] = []
    const done = await pollUntil(() => status(id, DEMO_KEYS.creator, slow), terminal, {
      seen,
      intervalMs: 25,
    })
    for (const body of seen) GenerationStatus.parse(body)
    expect(seen[0].status).toBe('pending')
    const cdnPhase = seen.find((b) => b.status === 'processing' && b.outputs.length > 0)
    expect(cdnPhase, 'the CDN phase was observed').toBeDefined()
    expect(cdnPhase).toMatchObject({ cdn_ready: false, completed_at: null })
    expect(cdnPhase.outputs[0]).toMatchObject({
      url: null,
      optimized_url: null,
      thumbnail_url: null,
    })

    expect(done).toMatchObject({
      id,
      status: 'completed',
      cdn_ready: true,
      model: 'nano-banana',
      generation_type: 'text-to-image',
      credits_deducted: 4,
      // the request's options are echoed, so the history can show and remix them
      aspect_ratio: '16:9',
      seed: 42,
    })
    expect(done.processing_time_ms).toBeGreaterThan(0)
    const out = done.outputs[0]
    expect(out).toMatchObject({
      media_type: 'image',
      format: 'png',
      width: 1024,
      height: 576,
      optimization_status: 'completed',
    })
    const file = await fetch(out.url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    const bytes = Buffer.from(await file.arrayBuffer())
    expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
    expect(bytes.length).toBe(out.file_size)
    expect(bytes.readUInt32BE(16)).toBe(1024)
    expect(bytes.readUInt32BE(20)).toBe(576)
    expect((await fetch(out.thumbnail_url)).status).toBe(200)
    const ranged = await fetch(out.url, { headers: { Range: 'bytes=0-7' } })
    expect(ranged.status).toBe(206)
    expect((await ranged.arrayBuffer()).byteLength).toBe(8)
  })

  it('a video job completes with a playable MP4', async () => {
    const id = await start({
      model: 'seedance-1-5-pro-720p-4s',
      prompt: 'paper boats on a rainy street',
      sound: true,
    })
    const done = await pollUntil(() => status(id), terminal, { timeoutMs: 40_000 })
    expect(done.status, done.error_message).toBe('completed')
    const out = done.outputs[0]
    expect(out).toMatchObject({ media_type: 'video', format: 'mp4' })
    // The media module renders video at a reduced size; the status reports the real one (16:9).
    expect(out.width / out.height).toBeCloseTo(16 / 9, 1)
    const bytes = Buffer.from(await (await fetch(out.url)).arrayBuffer())
    expect(bytes.subarray(4, 8).toString()).toBe('ftyp')
  }, 60_000)

  it('the [fail] marker fails the job with an error_message; credits are not refunded', async () => {
    const before = (await emu.request('GET', '/v1/balance')).body.credits
    const id = await start({ model: 'imagen-4-fast', prompt: 'a storm [fail]' })
    const done = await pollUntil(() => status(id), terminal)
    expect(done).toMatchObject({ status: 'failed', outputs: [] })
    expect(done.error_message).toMatch(/\[fail\]/)
    expect((await emu.request('GET', '/v1/balance')).body.credits).toBe(before - 4)
  })

  it('the [cdn-fail] marker leaves the job processing with optimization_status failed', async () => {
    const id = await start({ model: 'imagen-4-fast', prompt: 'a harbor [cdn-fail]' })
    const done = await pollUntil(() => status(id), terminal)
    expect(done).toMatchObject({ status: 'processing', cdn_ready: false })
    expect(done.outputs[0]).toMatchObject({
      optimization_status: 'failed',
      optimized_url: null,
      thumbnail_url: null,
    })
  })

  it('unknown and foreign ids are 404 not_found', async () => {
    const id = await start({ model: 'imagen-4-fast', prompt: 'private [fail]' })
    for (const [path, key] of [
      [`/v1/generate/media/${id}`, DEMO_KEYS.team],
      ['/v1/generate/media/00000000-0000-4000-8000-000000000000', DEMO_KEYS.creator],
      ['/v1/generate/media/constructor', DEMO_KEYS.creator],
      ['/v1/generate/media/__proto__', DEMO_KEYS.creator],
    ] as const) {
      const res = await emu.request('GET', path, { key })
      expect(res.status, path).toBe(404)
      expect(res.body.error).toBe('not_found')
    }
  })
})
