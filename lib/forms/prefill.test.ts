import { describe, expect, it } from 'vitest'
import { CATALOG_MODELS } from '@/lib/test/catalog'
import type { Model } from '@/lib/api/models'
import { mediaDefaults } from './media-values'
import { lookUpModel, mediaModels } from '@/lib/forms/model-choice'
import { initialSelection } from '@/lib/forms/initial-selection'
import { remixOf } from './prefill'
import { sampleUrl } from '@/lib/forms/test-values'

const models = CATALOG_MODELS
const model = (id: string): Model => models.find((m) => m.model_id === id)!

describe('URL contracts', () => {
  it('remix: pre-fills what the status record carries, in any of its shapes', () => {
    const remix = remixOf({
      id: 'g1',
      status: 'completed',
      model: 'kling-2-6-text-to-video',
      prompt: 'A fox',
      generation_type: 'text-to-video',
      aspect_ratio: '9:16',
      duration: 10,
      sound: true,
      source_media_urls: sampleUrl('image'),
    })
    expect(remix.model).toBe('kling-2-6-text-to-video')
    expect(remix.values).toMatchObject({
      prompt: 'A fox',
      aspect_ratio: '9:16',
      duration: '10s',
      sound: true,
    })
    expect(remix.values.sources?.image).toEqual([sampleUrl('image')])
    const values = mediaDefaults(model('kling-2-6-text-to-video'), remix.values)
    expect(values).toMatchObject({
      prompt: 'A fox',
      aspect_ratio: '9:16',
      duration: '10s',
      sound: true,
    })
  })

  it('remix: values the model no longer accepts fall back to its defaults', () => {
    const veo = model('veo3-1-fast-text-to-video')
    const values = mediaDefaults(veo, { aspect_ratio: '21:9', resolution: '4K', prompt: 'p' })
    expect(values.aspect_ratio).toBe(veo.capabilities?.aspect_ratio_options?.[0])
    expect(values.resolution).toBe(veo.capabilities?.resolution_options?.[0])
  })

  it('source: the URL goes to the first slot of its kind, with a type that takes it', () => {
    const media = mediaModels(models)
    const image = initialSelection(media, { source: sampleUrl('image') })
    const imageModel = model(image.modelId)
    expect(imageModel.input_media_types).toContain('image')
    const values = mediaDefaults(imageModel, image.values)
    expect(values.sources.image).toEqual([sampleUrl('image')])
    expect(values.generation_type.startsWith('text-to-')).toBe(false)
    const video = initialSelection(media, { source: sampleUrl('video') })
    expect(mediaDefaults(model(video.modelId), video.values).sources.video).toEqual([
      sampleUrl('video'),
    ])
  })

  it('source of a kind taken only beside another input (audio): a model that takes it', () => {
    const audio = initialSelection(mediaModels(models), { source: sampleUrl('audio') })
    expect(audio.unusableSource).toBeNull()
    const audioModel = model(audio.modelId)
    expect(audioModel.capabilities?.max_input_audios).toBeGreaterThan(0)
    const values = mediaDefaults(audioModel, audio.values)
    expect(values.sources.audio).toEqual([sampleUrl('audio')])
    expect(values.generation_type.startsWith('text-to-')).toBe(false)
  })

  it('source no model takes: left out and reported, the page starts as usual', () => {
    const imagesOnly = mediaModels(models).filter((m) => m.model_type === 'image')
    const selection = initialSelection(imagesOnly, { source: sampleUrl('audio') })
    expect(selection.unusableSource).toBe('audio')
    expect(selection.modelId).toBe(imagesOnly[0]?.model_id)
    expect(selection.values.sources).toBeUndefined()
  })

  it('source with a model: joins the sources the model already has', () => {
    const selection = initialSelection(mediaModels(models), {
      model: 'nano-banana',
      source: sampleUrl('image', 2),
    })
    expect(selection.modelId).toBe('nano-banana')
    expect(selection.values.sources?.image).toEqual([sampleUrl('image', 2)])
    expect(selection.values.generation_type).toBe('image-to-image')
  })

  it('remix names the model; a family name stays as sent, for the service to resolve', () => {
    const selection = initialSelection(mediaModels(models), {
      remix: { id: 'g', status: 'completed', model: 'veo3-1-fast', prompt: 'p' },
    })
    expect(selection).toMatchObject({ modelId: 'veo3-1-fast', values: { prompt: 'p' } })
    expect(initialSelection(mediaModels(models), {}).modelId).toBe(mediaModels(models)[0]?.model_id)
  })

  it('looks ids up exactly, then ignoring case, then as a family', () => {
    expect(lookUpModel(models, 'nano-banana')).toMatchObject({ kind: 'model' })
    expect(lookUpModel(models, 'NANO-BANANA')).toMatchObject({
      kind: 'model',
      model: { model_id: 'nano-banana' },
    })
    const family = lookUpModel(models, 'veo3-1-fast')
    expect(family.kind).toBe('family')
    if (family.kind === 'family')
      expect(family.variants[0]?.model_id).toBe('veo3-1-fast-text-to-video')
    expect(lookUpModel(models, 'no-such-model')).toEqual({ kind: 'unknown', id: 'no-such-model' })
  })

  it('switching models keeps the prompt and the choices that still fit', () => {
    const from = mediaDefaults(model('nano-banana'), { prompt: 'keep me', aspect_ratio: '16:9' })
    const to = mediaDefaults(model('imagen-4'), from)
    expect(to).toMatchObject({ prompt: 'keep me', aspect_ratio: '16:9' })
  })
})
