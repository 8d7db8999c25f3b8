import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody, MusicAccepted, MusicStatus } from '@/lib/api'
import { download, signatureOf } from './downloads'
import { DEMO_KEYS, pollUntil, startTestEmulator, type Json, type TestEmulator } from './harness'

let emu: TestEmulator
beforeAll(async () => {
  emu = await startTestEmulator({ timeScale: 0.005 })
})
afterAll(() => emu.stop())

const generate = (json: unknown, key: string = DEMO_KEYS.creator) =>
  emu.request('POST', '/v1/generate/music', { json, key })
const status = (id: string | number, key: string = DEMO_KEYS.creator) =>
  emu.request('GET', `/v1/generate/music/${id}`, { key })
const balance = async () => (await emu.request('GET', '/v1/balance')).body.credits as number
const ended = (b: Json) => ['completed', 'failed'].includes(b.status)

async function start(json: unknown): Promise<string> {
  const res = await generate(json)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return MusicAccepted.parse(res.body).generation_id as string
}

/** Both songs are real MP3s as long as they say, with a PNG cover. */
async function expectPlayableSongs(done: Json) {
  expect(done.songs).toHaveLength(2)
  for (const song of done.songs) {
    expect(Number.isInteger(song.id)).toBe(true)
    const audio = await download(song.audio_url)
    expect(audio.contentType).toBe('audio/mpeg')
    expect(signatureOf(audio.bytes)).toBe('mp3')
    expect(audio.probe).toMatchObject({ kind: 'audio' })
    expect(audio.probe!.durationSeconds).toBeCloseTo(song.duration_seconds, 0)
    const cover = await download(song.cover_image_url)
    expect(signatureOf(cover.bytes)).toBe('png')
  }
  expect(new Set(done.songs.map((s: Json) => s.id)).size).toBe(2)
}

describe('POST /v1/generate/music and GET /v1/generate/music/{id} (docs/service-contract.md §4.4, §2.4)', () => {
  it('simple mode: accepted with a numeric generation_id, then streaming, then two real songs', async () => {
    const before = await balance()
    const res = await generate({ prompt: 'calm lofi piano for studying', model: 'V4' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'pending', billing_mode: 'prepaid' })
    expect(res.body.generation_id).toMatch(/^\d+$/)
    expect(Number.isInteger(res.body.estimated_time_seconds)).toBe(true)
    expect(res.body.message).toContain(`/v1/generate/music/${res.body.generation_id}`)
    expect(await balance()).toBe(before - 10)

    const id = res.body.generation_id as string
    const seen: Json[] = []
    const done = await pollUntil(() => status(id), ended, { seen, intervalMs: 20 })
    for (const body of seen) MusicStatus.parse(body)
    expect(done).toMatchObject({
      id: Number(id),
      status: 'completed',
      progress: 100,
      prompt: 'calm lofi piano for studying',
      title: 'Calm Lofi Piano For',
      credits_deducted: 10,
    })
    const streaming = seen.find((b) => b.songs.length > 0 && b.status !== 'completed')
    expect(streaming, 'songs stream before the CDN copy is ready').toBeDefined()
    expect(streaming.songs[0].stream_url).toMatch(/\.mp3$/)
    expect(streaming.songs[0].audio_url).toBeNull()
    const progress = seen.map((b) => b.progress as number)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    expect(done.songs[0].lyrics).toContain('[Chorus]')
    await expectPlayableSongs(done)

    const history = await emu.request('GET', '/v1/generations?generation_type=text-to-music')
    const item = history.body.generations.find((g: Json) => g.id === id)
    expect(item).toMatchObject({ status: 'completed', model: 'V4' })
    expect(item.outputs.map((o: Json) => o.media_type)).toEqual(['audio', 'audio'])
    expect(item.outputs[0].thumbnail_url).toMatch(/\.png$/)
  })

  it('advanced mode keeps the title, style and lyrics; instrumental songs have none', async () => {
    const lyrics = '[Verse]\nLanterns on the river'
    const sung = await start({ title: 'Lanterns', style: 'folk', vocal_gender: 'f', lyrics })
    const instrumental = await start({
      title: 'Drift',
      style: 'ambient',
      song_description: 'slow pads',
      instrumental: true,
      model: 'V5_5',
    })
    const done = await pollUntil(() => status(sung), ended)
    expect(done).toMatchObject({ status: 'completed', title: 'Lanterns', style: 'folk' })
    expect(done.songs.map((s: Json) => s.lyrics)).toEqual([lyrics, lyrics])
    await expectPlayableSongs(done)
    const other = await pollUntil(() => status(instrumental), ended)
    expect(other).toMatchObject({ status: 'completed', credits_deducted: 18 })
    expect(other.songs.map((s: Json) => s.lyrics)).toEqual([null, null])
  })

  it.each([
    [{}, 'prompt', /non-empty prompt/],
    [{ prompt: '   ' }, 'prompt', /non-empty prompt/],
    [{ prompt: 'x', title: 't', style: 's' }, 'prompt', /mix/],
    [{ title: 't', vocal_gender: 'm', lyrics: 'l' }, 'style', /title and style/],
    [{ style: 's', vocal_gender: 'm', lyrics: 'l' }, 'title', /title and style/],
    [{ title: 't', style: 's', lyrics: 'l' }, 'vocal_gender', /vocal_gender/],
    [{ title: 't', style: 's', vocal_gender: 'm' }, 'lyrics', /exactly one/],
    [
      { title: 't', style: 's', vocal_gender: 'm', lyrics: 'l', song_description: 'd' },
      'lyrics',
      /exactly one/,
    ],
  ])('invalid_input for the mode rules: %j', async (json, param, message) => {
    const res = await generate(json)
    expect(res.status).toBe(400)
    expect(ErrorBody.parse(res.body)).toMatchObject({ error: 'invalid_input', param })
    expect(res.body.message).toMatch(message)
  })

  it('model: a disabled one is model_disabled listing the valid ones; unknown ones invalid_request', async () => {
    const valid = ['V4', 'V4_5', 'V4_5PLUS', 'V5', 'V5_5']
    const disabled = await generate({ prompt: 'x', model: 'V3_5' })
    expect(disabled.status).toBe(400)
    expect(disabled.body).toMatchObject({
      error: 'model_disabled',
      param: 'model',
      valid_values: valid,
    })
    for (const id of valid) expect(disabled.body.hint).toContain(id)
    for (const model of ['V9', 'nano-banana']) {
      const unknown = await generate({ prompt: 'x', model })
      expect(unknown.status).toBe(400)
      expect(unknown.body).toMatchObject({
        error: 'invalid_request',
        param: 'model',
        valid_values: valid,
      })
    }
  })

  it('rejects wrong types, unknown fields and long texts with 400, spending nothing', async () => {
    const before = await balance()
    const cases: [unknown, string, string][] = [
      [{ prompt: 5 }, 'invalid_request', 'prompt'],
      [
        { title: 't', style: 's', vocal_gender: 'x', lyrics: 'l' },
        'invalid_request',
        'vocal_gender',
      ],
      [{ prompt: 'x', tempo: 120 }, 'invalid_request', 'tempo'],
      [{ prompt: 'x', instrumental: 'yes' }, 'invalid_request', 'instrumental'],
      [{ prompt: 'x'.repeat(3001), model: 'V4' }, 'prompt_too_long', 'prompt'],
    ]
    for (const [json, error, param] of cases) {
      const res = await generate(json)
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(400)
      expect(res.body).toMatchObject({ error, param })
    }
    expect(await balance()).toBe(before)
  })

  it('insufficient_credits (400) for an empty wallet; scopes per docs/service-contract.md §5', async () => {
    const broke = await generate({ prompt: 'x' }, DEMO_KEYS.empty)
    expect(broke.status).toBe(400)
    expect(broke.body).toMatchObject({ error: 'insufficient_credits', required_credits: 12 })
    const readonly = await generate({ prompt: 'x' }, DEMO_KEYS.readonly)
    expect(readonly.status).toBe(403)
    expect(readonly.body).toMatchObject({
      error: 'missing_scope',
      detail: 'Insufficient permissions: generate:music required',
    })
    emu.addKey('sk_live_test_speech_only', 'usr_demo_creator', ['generate:speech'])
    expect((await generate({ prompt: 'x' }, 'sk_live_test_speech_only')).status).toBe(403)
  })

  it('unknown, foreign and non-music ids are 404 not_found', async () => {
    const mine = await start({ prompt: 'a storm [fail]' })
    const dialogue = await emu.request('POST', '/v1/generate/dialogue', { json: { text: 'Hi' } })
    for (const [id, key] of [
      [mine, DEMO_KEYS.team],
      ['999999', DEMO_KEYS.creator],
      ['abc', DEMO_KEYS.creator],
      [dialogue.body.generation_id, DEMO_KEYS.creator],
    ] as const) {
      const res = await status(id, key)
      expect(res.status, id).toBe(404)
      expect(res.body.error).toBe('not_found')
    }
    const failed = await pollUntil(() => status(mine), ended)
    expect(failed).toMatchObject({ status: 'failed', songs: [] })
    expect(failed.error_message).toMatch(/\[fail\]/)
  })
})

describe('music rate limit (docs/service-contract.md §8: 10 per minute)', () => {
  it('the 11th request in a minute is 429 with the limit body', async () => {
    const strict = await startTestEmulator({ rateLimitScale: 1 })
    try {
      for (let i = 0; i < 10; i++) {
        const res = await strict.request('POST', '/v1/generate/music', { json: {} })
        expect(res.status).toBe(400)
      }
      const limited = await strict.request('POST', '/v1/generate/music', { json: {} })
      expect(limited.status).toBe(429)
      expect(limited.body).toMatchObject({ error: 'rate_limit_exceeded', limit: 10, remaining: 0 })
    } finally {
      await strict.stop()
    }
  })
})
