import { describe, expect, it } from 'vitest'
import { CATALOG_MODELS } from '@/lib/test/catalog'
import { isCreateModel, isUsableSource } from './model-choice'

const models = CATALOG_MODELS
const idOfType = (type: string) => models.find((m) => m.model_type === type)!.model_id

describe('what Create can start from', () => {
  it('remixes image and video models (ids, any casing, families), nothing else', () => {
    expect(isCreateModel(models, idOfType('image'))).toBe(true)
    expect(isCreateModel(models, idOfType('video').toUpperCase())).toBe(true)
    const family = models.find((m) => m.model_type === 'video' && m.family)!.family!
    expect(isCreateModel(models, family)).toBe(true)
    for (const type of ['music', 'speech', 'separation', 'other']) {
      expect(isCreateModel(models, idOfType(type))).toBe(false)
    }
    expect(isCreateModel(models, null)).toBe(false)
    expect(isCreateModel(models, 'no-such-model')).toBe(false)
  })

  it('takes a source of a kind only when some image or video model takes that kind', () => {
    expect(isUsableSource(models, 'image')).toBe(true)
    expect(isUsableSource(models, 'video')).toBe(true)
    expect(isUsableSource(models, 'audio')).toBe(true)
    const noAudio = models.filter((m) => !m.input_media_types?.includes('audio'))
    expect(isUsableSource(noAudio, 'audio')).toBe(false)
  })
})
