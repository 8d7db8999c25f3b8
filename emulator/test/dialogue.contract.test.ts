import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody, GenerationAccepted, GenerationStatus } from '@/lib/api'
import { download, signatureOf } from './downloads'
import { DEMO_KEYS, pollUntil, startTestEmulator, type Json, type TestEmulator } from './harness'

let emu: TestEmulator
beforeAll(async () => {
  emu = await startTestEmulator({ timeScale: 0.005 })
  emu.addKey('sk_live_test_speech', 'usr_demo_creator', ['generate:speech'])
  emu.addKey('sk_live_test_music', 'usr_demo_creator', ['generate:music'])
  emu.addKey('sk_live_test_media', 'usr_demo_creator', ['generate:media'])
})
afterAll(() => emu.stop())

const speak = (json: unknown, key: string = DEMO_KEYS.creator) =>
  emu.request('POST', '/v1/generate/dialogue', { json, key })
const balance = async () => (await emu.request('GET', '/v1/balance')).body.credits as number
const storedParams = (id: string) => emu.services.store.state.jobs[id]!.params

async function expectError(json: unknown, error: string, param: string) {
  const res = await speak(json)
  expect(res.status, JSON.stringify(res.body)).toBe(400)
  expect(ErrorBody.parse(res.body)).toMatchObject({ error, param })
  return res.body
}

describe('POST /v1/generate/dialogue (docs/service-contract.md §4.4)', () => {
  it('speaks the text without its audio tags, tracked on the media status route', async () => {
    const before = await balance()
    const res = await speak({ text: 'Welcome [laughs] to the studio.', language_code: 'auto' })
    expect(res.status).toBe(200)
    const accepted = GenerationAccepted.parse(res.body)
    expect(accepted).toMatchObject({
      status: 'pending',
      model: 'text-to-dialogue-v3',
      estimated_cost_credits: 3,
      billing_mode: 'prepaid',
    })
    expect(await balance()).toBe(before - 3)
    expect(storedParams(accepted.generation_id)).toMatchObject({ voice: 'Rachel' })

    const id = accepted.generation_id
    const done = await pollUntil(
      () => emu.request('GET', `/v1/generate/media/${id}`),
      (b: Json) => ['completed', 'failed'].includes(b.status),
    )
    expect(GenerationStatus.parse(done)).toMatchObject({
      status: 'completed',
      prompt: 'Welcome to the studio.',
      generation_type: 'text-to-speech',
      credits_deducted: 3,
    })
    const output = done.outputs[0]
    expect(output).toMatchObject({ media_type: 'audio', format: 'mp3' })
    const audio = await download(output.url)
    expect(signatureOf(audio.bytes)).toBe('mp3')
    expect(audio.probe!.durationSeconds).toBeCloseTo(output.duration_seconds, 0)
    expect((await emu.request('GET', `/v1/generate/music/${id}`)).status).toBe(404)
  })

  it('accepts the dialogue form with exactly one entry and its voice', async () => {
    const res = await speak({ dialogue: [{ text: 'Hello there', voice: 'Drew' }], stability: 0.4 })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(storedParams(res.body.generation_id)).toMatchObject({
      text: 'Hello there',
      voice: 'Drew',
      stability: 0.4,
    })
  })

  it('invalid_input: empty, tags only, more than one entry, music fields', async () => {
    const before = await balance()
    await expectError({ text: '' }, 'invalid_input', 'text')
    await expectError({ text: ' [laughs] [whispers] ' }, 'invalid_input', 'text')
    await expectError({ dialogue: [] }, 'invalid_input', 'dialogue')
    await expectError({ dialogue: [{ text: '[sighs]' }] }, 'invalid_input', 'dialogue[0].text')
    const two = [
      { text: 'Hi', voice: 'Rachel' },
      { text: 'Hello', voice: 'Drew' },
    ]
    const many = await expectError({ dialogue: two }, 'invalid_input', 'dialogue')
    expect(many.message).toMatch(/single-voice/)
    await expectError({ text: 'Hi', prompt: 'a song' }, 'invalid_input', 'prompt')
    await expectError({ title: 'A song', text: 'Hi' }, 'invalid_input', 'title')
    expect(await balance()).toBe(before)
  })

  it('a voice outside the allowlist is rejected before billing, with valid_values', async () => {
    const before = await balance()
    const body = await expectError({ text: 'Hi', voice: 'Bob' }, 'invalid_request', 'voice')
    expect(body.valid_values).toHaveLength(26)
    expect(body.valid_values[0]).toBe('Rachel')
    const line = { dialogue: [{ text: 'Hi', voice: 'rachel' }] }
    await expectError(line, 'invalid_request', 'dialogue[0].voice')
    expect(await balance()).toBe(before)
  })

  it('rejects bad types, unknown fields, other models and long texts', async () => {
    await expectError({ text: 'Hi', stability: 2 }, 'invalid_request', 'stability')
    await expectError({ text: 'Hi', language_code: 'English' }, 'invalid_request', 'language_code')
    await expectError({ text: 'Hi', speed: 2 }, 'invalid_request', 'speed')
    await expectError({ text: 5 }, 'invalid_request', 'text')
    await expectError({ text: 'Hi', model: 'V4' }, 'invalid_model', 'model')
    await expectError({ text: 'x'.repeat(5001) }, 'prompt_too_long', 'text')
  })

  it('needs generate:speech or generate:music; an empty wallet is insufficient_credits', async () => {
    expect((await speak({ text: 'Hi' }, 'sk_live_test_speech')).status).toBe(200)
    expect((await speak({ text: 'Hi' }, 'sk_live_test_music')).status).toBe(200)
    const media = await speak({ text: 'Hi' }, 'sk_live_test_media')
    expect(media.status).toBe(403)
    expect(media.body.detail).toBe('Insufficient permissions: generate:speech required')
    const broke = await speak({ text: 'Hi' }, DEMO_KEYS.empty)
    expect(broke.status).toBe(400)
    expect(broke.body.error).toBe('insufficient_credits')
  })
})

describe('speech in the history and its own rate limit (docs/service-contract.md §4.1, §8)', () => {
  it('lists a finished speech among the generations, as audio', async () => {
    const res = await speak({ text: 'Listed in the history.' })
    const id = GenerationAccepted.parse(res.body).generation_id
    await pollUntil(
      () => emu.request('GET', `/v1/generate/media/${id}`),
      (b: Json) => b.status === 'completed',
    )
    const history = await emu.request('GET', '/v1/generations?generation_type=text-to-speech')
    const item = history.body.generations.find((g: Json) => g.id === id)
    expect(item).toMatchObject({ status: 'completed', model: 'text-to-dialogue-v3' })
    expect(item.outputs.map((o: Json) => o.media_type)).toEqual(['audio'])
  })

  it('the 11th dialogue request in a minute is 429, and music keeps its own ten', async () => {
    const strict = await startTestEmulator({ rateLimitScale: 1 })
    try {
      for (let i = 0; i < 10; i++) {
        const res = await strict.request('POST', '/v1/generate/dialogue', { json: {} })
        expect(res.status).toBe(400)
      }
      const limited = await strict.request('POST', '/v1/generate/dialogue', { json: {} })
      expect(limited.status).toBe(429)
      expect(limited.body).toMatchObject({ error: 'rate_limit_exceeded', limit: 10, remaining: 0 })
      const music = await strict.request('POST', '/v1/generate/music', { json: {} })
      expect(music.status).toBe(400)
    } finally {
      await strict.stop()
    }
  })
})
