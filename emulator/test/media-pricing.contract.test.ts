import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestEmulator, type TestEmulator } from './harness'

let emu: TestEmulator
beforeAll(async () => {
  emu = await startTestEmulator()
})
afterAll(() => emu.stop())

const img = (n: number) =>
  Array.from({ length: n }, (_, i) => `https://cdn.example.com/in/${i}.png`)
const generate = (json: unknown) => emu.request('POST', '/v1/generate/media', { json })

describe('accepted media requests and their price', () => {
  const cases: [string, Record<string, unknown>, number][] = [
    [
      'nulls mean "not given"; empty negative_prompt means none',
      {
        model: 'nano-banana',
        prompt: 'x',
        aspect_ratio: null,
        seed: null,
        negative_prompt: '',
        sound: false,
        fixed_lens: null,
      },
      4,
    ],
    [
      'negative_prompt where supported',
      { model: 'imagen-4', prompt: 'x', negative_prompt: 'blur' },
      8,
    ],
    ['a tier from the list', { model: 'gpt-image-2', prompt: 'x', resolution: '4K' }, 12],
    [
      'sound toggle, fixed_lens and the fixed value',
      {
        model: 'seedance-1-5-pro-720p-4s',
        prompt: 'x',
        sound: true,
        fixed_lens: true,
        duration: '4s',
        resolution: '720p',
      },
      20,
    ],
    [
      'per-second pricing with a duration option',
      { model: 'kling-2-6-text-to-video', prompt: 'x', duration: 10 },
      70,
    ],
    [
      'per-second pricing with a duration in the range',
      { model: 'wan-2-5', prompt: 'x', duration: 7 },
      84,
    ],
    [
      'a reference video is billed as 15 s',
      {
        model: 'wan-2-5',
        prompt: 'x',
        duration: 5,
        generation_type: 'reference-to-video',
        source_media_urls: ['https://cdn.example.com/ref.mp4'],
      },
      180,
    ],
    [
      'first-and-last-frames',
      { model: 'veo3-1-lite-first-and-last-frames', prompt: 'x', source_media_urls: img(2) },
      60,
    ],
    [
      'draft quality',
      { model: 'seedance-1-5-lite', prompt: 'x', quality: '720p-draft', duration: '5s' },
      30,
    ],
  ]

  it.each(cases)('%s', async (_label, json, cost) => {
    const before = (await emu.request('GET', '/v1/balance')).body.credits
    const res = await generate({ ...json, prompt: `${String(json.prompt)} [fail]` })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toMatchObject({
      status: 'pending',
      model: json.model,
      estimated_cost_credits: cost,
      billing_mode: 'prepaid',
    })
    expect((await emu.request('GET', '/v1/balance')).body.credits).toBe(before - cost)
  })
})
