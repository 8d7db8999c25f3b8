import { describe, expect, it } from 'vitest'
import type { GenerationStatus } from '@/lib/api/generations'
import type { Model } from '@/lib/api/models'
import { familyOptions, typeOptions } from './filter-options'

const catalog = [
  { model_id: 'wan-2-5', display_name: 'Wan Cinema', generation_types: ['text-to-video'] },
  { model_id: 'flux-schnell', generation_types: ['text-to-image'] },
] as Model[]
const history = [
  { id: 'a', status: 'completed', model: 'premium-video', generation_type: 'premium-video' },
  { id: 'b', status: 'completed', model: 'retired_model-1-0', generation_type: 'captions' },
] as GenerationStatus[]

describe('the gallery filters name every choice in words', () => {
  it('lists families by their names with a count, never a variant id', () => {
    const families = [
      {
        model_id: 'veo3-1-fast-text-to-video',
        family: 'veo3-1-fast',
        display_name: 'Veo 3.1 Fast (text-to-video)',
      },
      {
        model_id: 'veo3-1-fast-first-and-last-frames',
        family: 'veo3-1-fast',
        display_name: 'Veo 3.1 Fast (first-and-last-frames)',
      },
      ...catalog,
    ] as Model[]
    const counts = [
      { model: 'veo3-1-fast-text-to-video', family: 'veo3-1-fast', count: 1200 },
      { model: 'veo3-1-fast-first-and-last-frames', family: 'veo3-1-fast', count: 3 },
      { model: 'wan-2-5', family: 'wan-2-5', count: 2 },
      { model: 'retired_model-1-0', family: null, count: 1 },
    ]
    expect(familyOptions(families, counts, 'from-the-url')).toEqual([
      { value: 'from-the-url', label: 'From the url' },
      { value: 'retired_model-1-0', label: 'Retired model 1.0 (1)' },
      { value: 'veo3-1-fast', label: 'Veo 3.1 Fast (1,203)' },
      { value: 'wan-2-5', label: 'Wan Cinema (2)' },
    ])
  })

  it('names generation types as a tile does', () => {
    const options = typeOptions(catalog, history, '')
    expect(options.find((o) => o.value === 'captions')?.label).toBe('Captions')
    expect(options.find((o) => o.value === 'text-to-video')?.label).toBe('Text to video')
    expect(options.every((o) => /^[A-Z]/.test(o.label))).toBe(true)
  })
})
