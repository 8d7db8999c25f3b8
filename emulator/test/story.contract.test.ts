import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody, StoryAccepted, StoryStatus } from '@/lib/api'
import { DEMO_USERS } from '../store/seed-accounts'
import { download, signatureOf } from './downloads'
import { DEMO_KEYS, pollUntil, startTestEmulator, type Json, type TestEmulator } from './harness'

/** wan-2-5 bills 12 credits per second and takes any 3..15 s: a 3 s scene costs 36. */
const SCENE = { prompt: 'a paper boat on a pond', duration_seconds: 3 }
const SCENE_COST = 36

let emu: TestEmulator
beforeAll(async () => {
  emu = await startTestEmulator({ timeScale: 0.005 })
})
afterAll(() => emu.stop())

const generate = (json: unknown, key: string = DEMO_KEYS.creator) =>
  emu.request('POST', '/v1/story/generate', { json, key })
const status = (id: string, key: string = DEMO_KEYS.creator) =>
  emu.request('GET', `/v1/story/${id}`, { key })
const ended = (b: Json) => b.status === 'completed' || b.status === 'failed'
const balance = async () => (await emu.request('GET', '/v1/balance')).body.credits as number
const wallet = () => emu.services.store.state.wallets[`wal_${DEMO_USERS.creator}`]!

async function start(json: unknown): Promise<string> {
  const res = await generate(json)
  expect(res.status, res.text).toBe(200)
  return StoryAccepted.parse(res.body).story_job_id
}

describe('POST /v1/story/generate and GET /v1/story/{job_id} (docs/service-contract.md §4.6)', () => {
  it('renders scenes in order, billing each as it starts, then stitches the final video', async () => {
    const before = await balance()
    const scenes = [SCENE, { ...SCENE, prompt: 'the boat reaches the shore' }]
    const id = await start({ title: 'Boats', model: 'wan-2-5', aspect_ratio: '16:9', scenes })
    const seen: Json[] = []
    const done = await pollUntil(() => status(id), ended, { seen, intervalMs: 20 })
    for (const body of seen) StoryStatus.parse(body)
    for (const body of seen) {
      const billed = body.scenes.map((s: Json) => s.credits_deducted as number)
      expect(body.credits_deducted).toBe(billed.reduce((a: number, b: number) => a + b, 0))
      for (const scene of body.scenes.filter((s: Json) => s.status === 'pending'))
        expect(scene.credits_deducted, 'a scene is billed only when it starts').toBe(0)
    }
    const midway = seen.find(
      (b) => b.scenes[0].credits_deducted > 0 && b.scenes[1].status === 'pending',
    )
    expect(midway, 'a later scene is unbilled while an earlier one runs').toBeDefined()
    expect(midway.scenes[1].credits_deducted).toBe(0)
    expect(midway.credits_deducted).toBe(SCENE_COST)

    expect(done).toMatchObject({ id, status: 'completed', title: 'Boats', model: 'wan-2-5' })
    expect(done.credits_deducted).toBe(2 * SCENE_COST)
    expect(await balance()).toBe(before - 2 * SCENE_COST)
    expect(done.scenes.map((s: Json) => [s.index, s.status, s.credits_deducted])).toEqual([
      [0, 'completed', SCENE_COST],
      [1, 'completed', SCENE_COST],
    ])
    expect(done.scenes[1].prompt).toBe('the boat reaches the shore')
    const clip = await download(done.scenes[0].video_url)
    expect(signatureOf(clip.bytes)).toBe('mp4')
    expect(clip.probe!.durationSeconds).toBeCloseTo(3, 0)
    const film = await download(done.final_video_url)
    expect(film.contentType).toBe('video/mp4')
    expect(signatureOf(film.bytes)).toBe('mp4')
    expect(film.probe).toMatchObject({ kind: 'video' })
    expect(film.probe!.durationSeconds).toBeCloseTo(6, 0)

    const gallery = (await emu.request('GET', '/v1/generations?generation_type=story')).body
    expect(gallery.generations.map((g: Json) => g.id)).toEqual([id])
    expect(gallery.generations[0].outputs[0]).toMatchObject({
      media_type: 'video',
      url: done.final_video_url,
    })
  })

  it('a scene that cannot be paid fails the job from there; earlier scenes stay billed', async () => {
    const saved = wallet().credits
    wallet().credits = SCENE_COST + 10
    try {
      const id = await start({ model: 'wan-2-5', scenes: [SCENE, SCENE, SCENE] })
      const done = await pollUntil(() => status(id), ended)
      expect(done.status).toBe('failed')
      expect(done.error_message).toMatch(/Scene 2 of 3/)
      expect(done.scenes.map((s: Json) => [s.status, s.credits_deducted])).toEqual([
        ['completed', SCENE_COST],
        ['failed', 0],
        ['cancelled', 0],
      ])
      expect(done.final_video_url).toBeNull()
      expect(done.credits_deducted).toBe(SCENE_COST)
      expect(await balance()).toBe(10)
      const gallery = (await emu.request('GET', `/v1/generations?generation_type=story`)).body
      expect(gallery.generations.some((g: Json) => g.id === id)).toBe(false)

      const refused = await generate({ model: 'wan-2-5', scenes: [SCENE] })
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({ error: 'insufficient_credits', required_credits: 36 })
    } finally {
      wallet().credits = saved
    }
  })

  it('a failing scene ([fail]) is billed, later ones are cancelled and never billed', async () => {
    const scenes = [{ ...SCENE, prompt: 'a storm [fail]' }, SCENE]
    const id = await start({ model: 'wan-2-5', scenes })
    const done = await pollUntil(() => status(id), ended)
    expect(done.status).toBe('failed')
    expect(done.scenes.map((s: Json) => [s.status, s.credits_deducted])).toEqual([
      ['failed', SCENE_COST],
      ['cancelled', 0],
    ])
  })

  const longPrompt = [{ prompt: 'x'.repeat(1501), duration_seconds: 3 }]
  it.each([
    ['13 scenes', { scenes: Array(13).fill(SCENE) }, 'invalid_request', 'scenes', /at most 12/],
    [
      '91 s',
      { scenes: Array(7).fill({ ...SCENE, duration_seconds: 13 }) },
      'invalid_request',
      'scenes',
      /91 seconds.*at most 90/,
    ],
    ['no scenes', { scenes: [] }, 'invalid_request', 'scenes', /at least one/],
    [
      'a blank prompt',
      { scenes: [{ prompt: ' ', duration_seconds: 3 }] },
      'invalid_request',
      'scenes[0].prompt',
      /prompt/,
    ],
    [
      'a 20 s scene',
      { scenes: [SCENE, { ...SCENE, duration_seconds: 20 }] },
      'invalid_request',
      'scenes[1].duration_seconds',
      /20s/,
    ],
    ['a long prompt', { scenes: longPrompt }, 'prompt_too_long', 'scenes[0].prompt', /1501/],
    ['4:3', { aspect_ratio: '4:3', scenes: [SCENE] }, 'unsupported_aspect', 'aspect_ratio', /4:3/],
  ])('rejects %s with %s', async (_label, json, error, param, message) => {
    const res = await generate({ model: 'wan-2-5', ...json })
    expect(res.status, res.text).toBe(400)
    expect(ErrorBody.parse(res.body)).toMatchObject({ error, param })
    expect(res.body.message).toMatch(message)
  })

  it('needs a concrete text-to-video model', async () => {
    const family = await generate({ model: 'veo3-1-fast', scenes: [SCENE] })
    expect(family.body).toMatchObject({
      error: 'variant_required',
      recommended_variant: 'veo3-1-fast-text-to-video',
    })
    for (const model of ['nano-banana', 'sora-2-image-to-video-10s', 'V4', 'no-such-model']) {
      const res = await generate({ model, scenes: [SCENE] })
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ error: 'invalid_model', param: 'model' })
    }
    const kling = await generate({ model: 'kling-2-6-text-to-video', scenes: [SCENE] })
    expect(kling.body).toMatchObject({
      param: 'scenes[0].duration_seconds',
      valid_values: ['5s', '10s'],
    })
  })

  it('status: generate:media scope, own jobs only', async () => {
    const id = await start({ model: 'wan-2-5', scenes: [{ ...SCENE, prompt: 'quick [fail]' }] })
    expect((await status(id, DEMO_KEYS.readonly)).status).toBe(403)
    for (const [jobId, key] of [
      [id, DEMO_KEYS.team],
      ['00000000-0000-4000-8000-000000000000', DEMO_KEYS.creator],
    ] as const) {
      const res = await status(jobId, key)
      expect(res.status).toBe(404)
      expect(res.body.error).toBe('not_found')
    }
  })
})
