import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CAPTIONS_MAX_SECONDS, GenerationAccepted } from '@/lib/api'
import { DEMO_KEYS, pollUntil, startTestEmulator, type Json, type TestEmulator } from './harness'
import { startInputServer } from './input-server'
import type { LoopbackServer } from './loopback-server'

let fast: TestEmulator
/** Jobs here stay pending (a long clock), so these tests render nothing. */
let slow: TestEmulator
let web: LoopbackServer
beforeAll(async () => {
  ;[fast, slow, web] = await Promise.all([
    startTestEmulator({ timeScale: 0.005 }),
    startTestEmulator({ timeScale: 50 }),
    startInputServer(),
  ])
})
afterAll(() => Promise.all([fast.stop(), slow.stop(), web.close()]))

const post = (path: string, json: Json, key: string = DEMO_KEYS.creator, on = slow) =>
  on.request('POST', path, { json, key })
const credits = async (key: string = DEMO_KEYS.creator) =>
  (await slow.request('GET', '/v1/balance', { key })).body.credits as number
const finished = (on: TestEmulator, id: string) =>
  pollUntil(
    () => on.request('GET', `/v1/generate/media/${id}`),
    (b: Json) => ['completed', 'failed'].includes(b.status),
  )
/** Inputs named by path live on the loopback server. */
const withUrl = (json: Json) =>
  json.media_url?.startsWith('/') ? { ...json, media_url: web.url(json.media_url) } : json

describe('POST /v1/generate/captions', () => {
  it.each([
    ['auto', { media_url: '/clip.mp4' }, 5 + 2],
    [
      'best, twice the transcription',
      { media_url: '/clip.mp4', quality: 'best', language: 'en' },
      10 + 2,
    ],
  ])('bills transcription plus 1 credit per second (%s)', async (_label, json, cost) => {
    const before = await credits()
    const res = await post('/v1/generate/captions', withUrl(json))
    expect(res.status, res.text).toBe(200)
    expect(Object.keys(res.body)).toEqual(['generation_id'])
    expect(await credits()).toBe(before - cost)
    const status = await slow.request('GET', `/v1/generate/media/${res.body.generation_id}`)
    expect(status.body).toMatchObject({ model: 'auto-caption', credits_deducted: cost })
  })

  it('burns captions into an MP4', async () => {
    const res = await post(
      '/v1/generate/captions',
      withUrl({ media_url: '/clip.mp4' }),
      undefined,
      fast,
    )
    const done = await finished(fast, res.body.generation_id)
    expect(done.status, done.error_message).toBe('completed')
    expect(done.outputs[0]).toMatchObject({
      media_type: 'video',
      format: 'mp4',
      duration_seconds: 2,
    })
  })

  it('bills nothing when the render fee is unaffordable, even if the transcription is', async () => {
    slow.services.store.state.wallets.wal_usr_demo_empty!.credits = 6
    const res = await post(
      '/v1/generate/captions',
      withUrl({ media_url: '/clip.mp4' }),
      DEMO_KEYS.empty,
    )
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: 'insufficient_credits', required_credits: 7 })
    expect(await credits(DEMO_KEYS.empty)).toBe(6)
  })

  it.each<[string, Json, Json]>([
    [
      'best without a language',
      { media_url: '/clip.mp4', quality: 'best' },
      { error: 'invalid_request', param: 'language' },
    ],
    [
      'a language with auto',
      { media_url: '/clip.mp4', language: 'en' },
      { error: 'invalid_request', param: 'language' },
    ],
    [
      'an unknown quality',
      { media_url: '/clip.mp4', quality: 'max' },
      { error: 'invalid_request', param: 'quality' },
    ],
    ['an audio URL', { media_url: '/tone.wav' }, { error: 'unsupported_type', param: 'media_url' }],
    [
      'audio behind a plain URL',
      { media_url: '/tone-no-extension' },
      { error: 'unsupported_type', param: 'media_url' },
    ],
    ['an image', { media_url: '/disc.png' }, { error: 'unsupported_type', param: 'media_url' }],
    [
      'a video over 30 minutes',
      { media_url: '/long.mp4' },
      { error: 'invalid_input', param: 'media_url', max_seconds: CAPTIONS_MAX_SECONDS },
    ],
    [
      'an unreachable URL',
      { media_url: '/gone.mp4' },
      { error: 'fetch_failed', param: 'media_url' },
    ],
  ])('rejects %s with 400, spending nothing', async (_label, json, body) => {
    const before = await credits()
    const res = await post('/v1/generate/captions', withUrl(json))
    expect(res.status, res.text).toBe(400)
    expect(res.body).toMatchObject(body)
    expect(await credits()).toBe(before)
  })
})

describe('POST /v1/generate/dubbing', () => {
  it('prices each target language and answers Generation accepted', async () => {
    const before = await credits()
    const res = await post(
      '/v1/generate/dubbing',
      withUrl({ media_url: '/clip.mp4', target_languages: ['es', 'fr'] }),
    )
    expect(res.status, res.text).toBe(200)
    expect(GenerationAccepted.parse(res.body)).toMatchObject({
      model: 'auto-dub',
      estimated_cost_credits: 80,
      status: 'pending',
    })
    expect(await credits()).toBe(before - 80)
  })

  it('makes one output per language', async () => {
    const json = withUrl({
      media_url: '/clip.mp4',
      target_languages: ['de', 'pt-BR'],
      source_language: 'en',
    })
    const res = await post('/v1/generate/dubbing', json, undefined, fast)
    const done = await finished(fast, res.body.generation_id)
    expect(done.status, done.error_message).toBe('completed')
    expect(done.outputs.map((o: Json) => [o.role, o.media_type])).toEqual([
      ['de', 'video'],
      ['pt-BR', 'video'],
    ])
    expect(new Set(done.outputs.map((o: Json) => o.url)).size).toBe(2)
  })

  it.each<[string, Json, Json]>([
    ['a language twice', { target_languages: ['es', 'es'] }, { param: 'target_languages' }],
    [
      'the source language',
      { target_languages: ['en'], source_language: 'en' },
      { param: 'target_languages' },
    ],
    ['no language', { target_languages: [] }, { param: 'target_languages' }],
    ['a name, not a code', { target_languages: ['Spanish'] }, { param: 'target_languages[0]' }],
    ['audio', { media_url: '/tone.wav', target_languages: ['es'] }, { error: 'unsupported_type' }],
  ])('rejects %s with 400, spending nothing', async (_label, json, body) => {
    const before = await credits()
    const res = await post('/v1/generate/dubbing', withUrl({ media_url: '/clip.mp4', ...json }))
    expect(res.status, res.text).toBe(400)
    expect(res.body).toMatchObject(body)
    expect(await credits()).toBe(before)
  })

  it('rejects an unaffordable job with 400 insufficient_credits', async () => {
    const json = withUrl({ media_url: '/clip.mp4', target_languages: ['es'] })
    const res = await post('/v1/generate/dubbing', json, DEMO_KEYS.empty)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: 'insufficient_credits', required_credits: 40 })
  })
})
