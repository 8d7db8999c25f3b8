import { describe, expect, it } from 'vitest'
import { CATALOG_MODELS } from '@/lib/test/catalog'
import type { Model } from '@/lib/api/models'
import { sampleUrl } from '@/lib/forms/test-values'
import { carrySources } from './carry-sources'
import { mediaDefaults } from './media-values'
import { animateModels, modelsTaking } from './model-choice'

const model = (id: string): Model => CATALOG_MODELS.find((m) => m.model_id === id)!
const image = sampleUrl('image')
const withImage = {
  prompt: 'A fox',
  generation_type: 'image-to-image',
  sources: { image: [image], video: [], audio: [] },
}

describe('a source carried to another model', () => {
  it('an image taken to a video model makes it image-to-video, the image its first input', () => {
    const carried = carrySources(model('seedance-1-5-lite'), withImage)
    expect(carried.leftOut).toEqual([])
    const values = mediaDefaults(model('seedance-1-5-lite'), carried.values)
    expect(values.generation_type).toBe('image-to-video')
    expect(values.sources.image).toEqual([image])
    expect(values.prompt).toBe('A fox')
  })

  it('a model that takes no image says the image is left out', () => {
    expect(carrySources(model('kling-2-6-text-to-video'), withImage).leftOut).toEqual(['image'])
  })

  it('nothing to carry leaves the values as they are', () => {
    const values = { prompt: 'A fox', generation_type: 'text-to-image' }
    expect(carrySources(model('seedance-1-5-lite'), values)).toEqual({ values, leftOut: [] })
  })

  it('offers the models that take the source, and animates with image-to-video first', () => {
    const taking = modelsTaking(CATALOG_MODELS, ['image']).map((m) => m.model_id)
    expect(taking).toContain('seedance-1-5-lite')
    expect(taking).not.toContain('kling-2-6-text-to-video')
    const animate = animateModels(CATALOG_MODELS)
    expect(animate.every((m) => m.model_type === 'video')).toBe(true)
    expect(animate[0]?.generation_types).toContain('image-to-video')
  })
})
