import { describe, expect, it } from 'vitest'
import { Model } from '@/lib/api'
import { createCatalog } from '.'

const catalog = createCatalog(['V3_5'])
const models = catalog.models()
const byId = (id: string) => catalog.entry(id)!.model

describe('the emulator catalog (modeled on catalog-facts.md)', () => {
  it('has at least 12 valid, uniquely named models', () => {
    expect(models.length).toBeGreaterThanOrEqual(12)
    for (const m of models) Model.parse(m)
    expect(new Set(models.map((m) => m.model_id)).size).toBe(models.length)
  })

  it('covers the image cases of the issue', () => {
    expect(byId('flux-2-edit-1K').requires_input_media).toBe(true)
    expect(byId('imagen-4').capabilities?.supports_negative_prompt).toBe(true)
    expect(byId('gpt-image-2').capabilities?.resolution_options).toEqual(['1K', '2K', '4K'])
  })

  it('covers the video cases of the issue', () => {
    expect(catalog.family('seedance-1-5-pro')?.variants.length).toBeGreaterThan(1)
    expect(catalog.entry('veo3-1-fast')).toBeUndefined()
    const audioModes = new Set(
      models.filter((m) => m.model_type === 'video').map((m) => m.capabilities?.video_audio),
    )
    expect(audioModes).toEqual(new Set(['toggle_via_sound_param', 'included', 'silent']))
    expect(byId('wan-2-5').cost_note).toMatch(/15 s/)
    expect(byId('wan-2-5').pricing_unit).toBe('per_second')
    expect(byId('veo3-1-lite-first-and-last-frames').generation_types).toEqual([
      'first-and-last-frames',
    ])
    for (const family of ['veo3-1-lite', 'veo3-1-fast', 'veo3-1'])
      expect(catalog.family(family)).toBeDefined()
    expect(catalog.entry('veo3-1-text-to-video')?.extendTier).toBe('quality')
    expect(byId('seedance-1-5-lite').capabilities?.quality_options).toContain('720p-draft')
  })

  it('covers music, speech, captions and separation', () => {
    expect(catalog.idsOfType('music')).toEqual(['V4', 'V4_5', 'V4_5PLUS', 'V5', 'V5_5'])
    expect(catalog.entry('V3_5')).toBeDefined()
    expect(catalog.isEnabled('V3_5')).toBe(false)
    expect(byId('text-to-dialogue-v3').voice_allowlist).toHaveLength(26)
    expect(byId('text-to-dialogue-v3').voice_allowlist?.[0]).toBe('Rachel')
    expect(byId('auto-caption').model_type).toBe('other')
    expect(byId('mvsep-40').model_type).toBe('separation')
  })

  it('never lets a family name collide with another model’s id', () => {
    for (const m of models) {
      if (!m.family) continue
      const same = catalog.entry(m.family)
      if (same) expect(same.model.family).toBe(m.family)
    }
  })
})
