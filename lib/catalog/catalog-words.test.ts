import { describe, expect, it } from 'vitest'
import type { Model } from '@/lib/api/models'
import { familyName, modelName, providerName, videoAudioWords } from './catalog-words'

const model = (model_id: string, extra: Partial<Model> = {}): Model => ({
  model_id,
  model_type: 'video',
  cost_per_generation: 10,
  ...extra,
})

describe('the catalog in words', () => {
  it('names a family by what its variants’ names share', () => {
    const catalog = [
      model('veo3-1-lite-text', {
        family: 'veo3-1-lite',
        display_name: 'Veo 3.1 Lite (text-to-video)',
      }),
      model('veo3-1-lite-image', {
        family: 'veo3-1-lite',
        display_name: 'Veo 3.1 Lite (image-to-video)',
      }),
      model('kling-pro', { family: 'Kling-2-6', display_name: 'Kling 2.6 (pro)' }),
      model('kling-std', { family: 'kling-2-6', display_name: 'Kling 2.6 (std)' }),
      model('nbp-1k', { family: 'nano-banana-pro', display_name: 'Nano Banana Pro 1K' }),
      model('nbp-4k', { family: 'nano-banana-pro', display_name: 'Nano Banana Pro 4K' }),
    ]
    expect(familyName('veo3-1-lite', catalog)).toBe('Veo 3.1 Lite')
    // Ids compare without case, as the catalog spells them both ways.
    expect(familyName('kling-2-6', catalog)).toBe('Kling 2.6')
    expect(familyName('nano-banana-pro', catalog)).toBe('Nano Banana Pro')
  })

  it('names a family of one variant by that variant, and one without names by its id', () => {
    expect(
      familyName('sora-2', [model('sora-2-text', { family: 'sora-2', display_name: 'Sora 2' })]),
    ).toBe('Sora 2')
    expect(familyName('wan-2-5', [model('wan-a', { family: 'wan-2-5' })])).toBe('Wan 2.5')
    // Names sharing no word: the id read as words, never an id as it is.
    expect(
      familyName('mix', [
        model('a', { family: 'mix', display_name: 'Alpha' }),
        model('b', { family: 'mix', display_name: 'Beta' }),
      ]),
    ).toBe('Mix')
  })

  it('names a model by the catalog’s words, or its id read as words', () => {
    expect(modelName(model('x', { display_name: 'Grok Video (6s)' }))).toBe('Grok Video (6s)')
    expect(modelName(model('seedance-1-5-lite'))).toBe('Seedance 1.5 lite')
  })

  it('names providers as their makers spell them, never by id', () => {
    expect(providerName('black-forest-labs')).toBe('Black Forest Labs')
    expect(providerName('elevenlabs')).toBe('ElevenLabs')
    expect(providerName('google')).toBe('Google')
    expect(providerName('internal')).toBe('The service itself')
  })

  it('says how a video model treats sound', () => {
    expect(videoAudioWords('toggle_via_sound_param')).toBe('Sound on request')
    expect(videoAudioWords('included')).toBe('With sound')
    expect(videoAudioWords('silent')).toBe('Silent')
    expect(videoAudioWords('some_new_mode')).toBe('Some new mode')
  })
})
