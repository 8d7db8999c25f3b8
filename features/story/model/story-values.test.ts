import { describe, expect, it } from 'vitest'
import { CATALOG_MODELS } from '@/lib/test/catalog'
import type { Model } from '@/lib/api/models'
import { buildStoryRequest } from './story-request'
import { durationChoices, storyModels } from './story-models'
import { blankDraft, fitDraftToModel, storyFormSchema } from './story-values'

const models = CATALOG_MODELS
const model = (id: string): Model => models.find((m) => m.model_id === id)!

describe('story models and values', () => {
  it('offers only video models that make a scene from a prompt alone', () => {
    const ids = storyModels(models).map((m) => m.model_id)
    expect(ids).toContain('kling-2-6-text-to-video')
    expect(ids).toContain('wan-2-5')
    expect(ids).not.toContain('kling-2-6-image-to-video')
    expect(ids).not.toContain('veo3-1-fast-first-and-last-frames')
    expect(ids.every((id) => model(id).model_type === 'video')).toBe(true)
  })

  it('reads scene lengths from the options and a range', () => {
    expect(durationChoices(model('kling-2-6-text-to-video'))).toEqual([5, 10])
    expect(durationChoices(model('wan-2-5'))).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])
  })

  it('fits a draft to another model: aspect kept if offered, lengths to the nearest', () => {
    const draft = {
      ...blankDraft(model('wan-2-5')),
      aspect_ratio: '1:1',
      scenes: [
        { prompt: 'a', duration_seconds: 4 },
        { prompt: 'b', duration_seconds: 12 },
      ],
    }
    const fitted = fitDraftToModel(draft, model('veo3-1-lite-text-to-video'))
    expect(fitted.aspect_ratio).toBe('16:9')
    expect(fitted.scenes.map((s) => s.duration_seconds)).toEqual([8, 8])
    expect(fitted.scenes.map((s) => s.prompt)).toEqual(['a', 'b'])
  })

  it('refuses an empty prompt, a prompt over the limit and a story over 90 s', () => {
    const grok = model('grok-text-to-video-6s')
    const schema = storyFormSchema(grok)
    const ok = { ...blankDraft(grok), scenes: [{ prompt: 'x', duration_seconds: 6 }] }
    expect(schema.safeParse(ok).success).toBe(true)
    const empty = schema.safeParse({ ...ok, scenes: [{ prompt: '  ', duration_seconds: 6 }] })
    expect(empty.error?.issues[0]?.path).toEqual(['scenes', 0, 'prompt'])
    const long = 'x'.repeat((grok.capabilities?.prompt_max_chars ?? 0) + 1)
    expect(
      schema.safeParse({ ...ok, scenes: [{ prompt: long, duration_seconds: 6 }] }).success,
    ).toBe(false)
    const wan = storyFormSchema(model('wan-2-5'))
    const over = {
      ...ok,
      scenes: Array.from({ length: 7 }, () => ({ prompt: 'x', duration_seconds: 15 })),
    }
    expect(wan.safeParse(over).error?.issues[0]?.path).toEqual(['scenes'])
  })

  it('builds the request the contract accepts', () => {
    const request = buildStoryRequest({
      title: '  ',
      model: 'wan-2-5',
      aspect_ratio: '16:9',
      scenes: [{ prompt: 'p', duration_seconds: 5 }],
    })
    expect(request).toEqual({
      model: 'wan-2-5',
      aspect_ratio: '16:9',
      scenes: [{ prompt: 'p', duration_seconds: 5 }],
    })
  })
})
