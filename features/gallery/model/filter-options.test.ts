import { describe, expect, it } from 'vitest'
import type { GenerationStatus } from '@/lib/api/generations'
import type { Model } from '@/lib/api/models'
import { modelOptions, typeOptions } from './filter-options'

const catalog = [
  { model_id: 'wan-2-5', display_name: 'Wan Cinema', generation_types: ['text-to-video'] },
  { model_id: 'flux-schnell', generation_types: ['text-to-image'] },
] as Model[]
const history = [
  { id: 'a', status: 'completed', model: 'premium-video', generation_type: 'premium-video' },
  { id: 'b', status: 'completed', model: 'retired_model-1-0', generation_type: 'captions' },
] as GenerationStatus[]

describe('the gallery filters name every choice in words', () => {
  it('names models by the catalog, else by their id read as words, never the id itself', () => {
    const labels = modelOptions(catalog, history, 'from-the-url').map((o) => o.label)
    expect(labels).toEqual([
      'Flux schnell',
      'From the url',
      'Premium video',
      'Retired model 1.0',
      'Wan Cinema',
    ])
    expect(modelOptions(catalog, history, '').map((o) => o.value)).toContain('premium-video')
  })

  it('names generation types as a tile does', () => {
    const options = typeOptions(catalog, history, '')
    expect(options.find((o) => o.value === 'captions')?.label).toBe('Captions')
    expect(options.find((o) => o.value === 'text-to-video')?.label).toBe('Text to video')
    expect(options.every((o) => /^[A-Z]/.test(o.label))).toBe(true)
  })
})
