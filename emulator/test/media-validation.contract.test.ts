import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '@/lib/api'
import { startTestEmulator, type TestEmulator } from './harness'

let emu: TestEmulator
let creditsBefore: number
beforeAll(async () => {
  emu = await startTestEmulator()
  creditsBefore = (await emu.request('GET', '/v1/balance')).body.credits
})
afterAll(() => emu.stop())

const img = (n: number) =>
  Array.from({ length: n }, (_, i) => `https://cdn.example.com/in/${i}.png`)
const generate = (json: unknown) => emu.request('POST', '/v1/generate/media', { json })

async function expectError(json: unknown, error: string, param?: string) {
  const res = await generate(json)
  expect(res.status, JSON.stringify(res.body)).toBe(400)
  const body = ErrorBody.parse(res.body)
  expect(body.error).toBe(error)
  if (param) expect(body.param).toBe(param)
  expect(body.message.length).toBeGreaterThan(0)
  return body
}

describe('POST /v1/generate/media validation (docs/service-contract.md §1.3, §7)', () => {
  it('invalid_request for an unknown field, naming it', async () => {
    const body = await expectError(
      { model: 'nano-banana', prompt: 'x', colour: 'red' },
      'invalid_request',
      'colour',
    )
    expect(body.errors?.[0]?.param).toBe('colour')
  })

  it.each([
    [{ model: 'nano-banana', prompt: 5 }, 'prompt'],
    [{ model: 'nano-banana', prompt: 'x', seed: 1.5 }, 'seed'],
    [
      { model: 'nano-banana', prompt: 'x', source_media_urls: 'https://a.example/x.png' },
      'source_media_urls',
    ],
    [
      { model: 'nano-banana', prompt: 'x', source_media_urls: ['file:///etc/passwd'] },
      'source_media_urls[0]',
    ],
    [{ model: 'kling-2-6-text-to-video', prompt: 'x', duration: '5' }, 'duration'],
    [{ model: 'kling-2-6-text-to-video', prompt: 'x', sound: 'yes' }, 'sound'],
    [{ prompt: 'x' }, 'model'],
  ])('invalid_request for a wrong type: %j', async (json, param) => {
    await expectError(json, 'invalid_request', param)
  })

  it('unsupported_aspect lists valid_values', async () => {
    const body = await expectError(
      { model: 'nano-banana', prompt: 'x', aspect_ratio: '5:4' },
      'unsupported_aspect',
      'aspect_ratio',
    )
    expect(body.valid_values).toContain('16:9')
  })

  it('unsupported_quality and unsupported_resolution list the tier list', async () => {
    const q = await expectError(
      { model: 'seedream-v4-5', prompt: 'x', quality: 'ultra' },
      'unsupported_quality',
      'quality',
    )
    expect(q.valid_values).toEqual(['basic', 'high'])
    const r = await expectError(
      { model: 'gpt-image-2', prompt: 'x', resolution: '8K' },
      'unsupported_resolution',
      'resolution',
    )
    expect(r.valid_values).toEqual(['1K', '2K', '4K'])
    await expectError(
      { model: 'imagen-4', prompt: 'x', resolution: '2K' },
      'unsupported_resolution',
      'resolution',
    )
  })

  it('param_ignored_use_variant lists concrete model ids', async () => {
    const a = await expectError(
      { model: 'nano-banana-pro', prompt: 'x', resolution: '4K' },
      'param_ignored_use_variant',
      'resolution',
    )
    expect(a.valid_values).toEqual(['nano-banana-pro-4K'])
    const b = await expectError(
      { model: 'seedance-1-5-pro-720p-8s', prompt: 'x', resolution: '1080p' },
      'param_ignored_use_variant',
    )
    expect(b.valid_values).toEqual(['seedance-1-5-pro-1080p-8s'])
    const c = await expectError(
      { model: 'seedance-1-5-pro-720p-8s', prompt: 'x', duration: 4 },
      'param_ignored_use_variant',
      'duration',
    )
    expect(c.valid_values).toEqual(['seedance-1-5-pro-720p-4s'])
  })

  it('variant_required for a family name, with family, variants, recommendation and hint', async () => {
    const body = await expectError(
      { model: 'veo3-1-fast', prompt: 'x' },
      'variant_required',
      'model',
    )
    expect(body.family).toBe('veo3-1-fast')
    expect(body.available_variants).toEqual([
      'veo3-1-fast-text-to-video',
      'veo3-1-fast-first-and-last-frames',
      'veo3-1-fast-reference-to-video',
    ])
    expect(body.recommended_variant).toBe('veo3-1-fast-text-to-video')
    expect(body.hint).toContain('veo3-1-fast-text-to-video')
  })

  it('prompt_too_long over prompt_max_chars', async () => {
    await expectError({ model: 'imagen-4', prompt: 'x'.repeat(1501) }, 'prompt_too_long', 'prompt')
  })

  it('too_many_input_images over max_input_images (also when it is 0)', async () => {
    await expectError(
      { model: 'flux-2-edit-1K', prompt: 'x', source_media_urls: img(9) },
      'too_many_input_images',
      'source_media_urls',
    )
    await expectError(
      { model: 'flux-2-1K', prompt: 'x', source_media_urls: img(1) },
      'too_many_input_images',
    )
  })

  it('invalid_model for unknown ids, non-media models and a foreign generation_type', async () => {
    await expectError({ model: 'no-such-model', prompt: 'x' }, 'invalid_model', 'model')
    await expectError({ model: 'V5', prompt: 'x' }, 'invalid_model', 'model')
    const body = await expectError(
      { model: 'veo3-1-fast-text-to-video', prompt: 'x', generation_type: 'first-and-last-frames' },
      'invalid_model',
      'generation_type',
    )
    expect(body.hint).toContain('veo3-1-fast-first-and-last-frames')
  })

  it('model_disabled for an unavailable model', async () => {
    const body = await expectError({ model: 'V3_5', prompt: 'x' }, 'model_disabled', 'model')
    expect(body.hint).toContain('V5_5')
  })

  it('missing_input when the model requires source media', async () => {
    await expectError(
      { model: 'flux-2-edit-1K', prompt: 'x' },
      'missing_input',
      'source_media_urls',
    )
    await expectError(
      { model: 'sora-2-image-to-video-10s', prompt: 'x', source_media_urls: [] },
      'missing_input',
    )
  })

  it('capability flags: negative_prompt, sound, duration', async () => {
    await expectError(
      { model: 'nano-banana', prompt: 'x', negative_prompt: 'blur' },
      'invalid_request',
      'negative_prompt',
    )
    await expectError(
      { model: 'veo3-1-fast-text-to-video', prompt: 'x', sound: true },
      'invalid_request',
      'sound',
    )
    await expectError({ model: 'wan-2-5', prompt: 'x', sound: true }, 'invalid_request', 'sound')
    const d = await expectError(
      { model: 'wan-2-5', prompt: 'x', duration: 20 },
      'invalid_request',
      'duration',
    )
    expect(d.valid_values).toEqual(['5s', '10s', '15s'])
    await expectError(
      { model: 'nano-banana', prompt: 'x', duration: 5 },
      'invalid_request',
      'duration',
    )
    await expectError({ model: 'nano-banana', prompt: '  ' }, 'invalid_request', 'prompt')
  })

  it('insufficient_credits (400) on the empty wallet', async () => {
    const res = await emu.request('POST', '/v1/generate/media', {
      key: 'sk_live_demo_empty',
      json: { model: 'nano-banana', prompt: 'x' },
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      error: 'insufficient_credits',
      required_credits: 4,
      available_credits: 0,
    })
    expect(res.body.purchase_url).toMatch(/^http/)
  })

  it('no rejection spent credits', async () => {
    expect((await emu.request('GET', '/v1/balance')).body.credits).toBe(creditsBefore)
  })
})
