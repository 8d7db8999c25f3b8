import { describe, expect, it } from 'vitest'
import type { Model } from '@/lib/api/models'
import { modelSearchText, modelStrengths } from './model-strengths'

const model = (over: Partial<Model>): Model => ({
  model_id: 'm',
  model_type: 'video',
  cost_per_generation: 1,
  ...over,
})

describe('modelStrengths: what a model is good at, from its catalog entry', () => {
  it('names its generation types and capabilities in words', () => {
    const strengths = modelStrengths(
      model({
        generation_types: ['text-to-video', 'image-to-video'],
        capabilities: {
          resolution_options: ['720p', '1080p', '4K'],
          video_audio: 'included',
          duration_range: { min_seconds: 3, max_seconds: 15 },
        },
      }),
    )
    expect(strengths).toEqual([
      'Video from a prompt',
      'Brings an image to life',
      'Up to 4K',
      '3–15 s clips',
      'With sound',
    ])
  })

  it('shows a generation type it has no words for, without dashes', () => {
    expect(modelStrengths(model({ generation_types: ['video-upscale'] }))).toEqual([
      'Video upscale',
    ])
  })

  it('searches what a model is good at as well as its names', () => {
    const text = modelSearchText(model({ generation_types: ['text-to-music'] }))
    expect(text).toContain('songs from a description')
  })
})
