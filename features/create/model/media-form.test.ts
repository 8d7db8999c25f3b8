import { describe, expect, it } from 'vitest'
import { CATALOG_MODELS } from '@/lib/test/catalog'
import { MediaGenerateRequest } from '@/lib/api/media'
import { mediaFields, type MediaField } from '@/lib/forms/media-fields'
import { mediaFormSchema } from '@/lib/forms/media-schema'
import { buildMediaRequest } from '@/lib/forms/media-request'
import { withSlot } from '@/lib/forms/source-rules'
import { sampleUrl, validValues } from '@/lib/forms/test-values'

const mediaModels = CATALOG_MODELS.filter((m) => ['image', 'video'].includes(m.model_type))
const cases = mediaModels.flatMap((model) =>
  (model.generation_types ?? []).map((type) => ({
    id: `${model.model_id} / ${type}`,
    model,
    type,
  })),
)
const byName = (fields: MediaField[], name: string) => fields.find((f) => f.name === name)

describe('capabilities -> fields, for every media model of the catalog', () => {
  it.each(cases)('$id', ({ model, type }) => {
    const caps = model.capabilities ?? {}
    const fields = mediaFields(model, type)
    expect(byName(fields, 'prompt')).toMatchObject({
      kind: 'text',
      maxChars: caps.prompt_max_chars,
    })
    expect(Boolean(byName(fields, 'negative_prompt'))).toBe(Boolean(caps.supports_negative_prompt))
    expect(byName(fields, 'aspect_ratio')?.kind).toBe(
      caps.aspect_ratio_options?.length ? 'choice' : undefined,
    )
    expect(Boolean(byName(fields, 'resolution'))).toBe(Boolean(caps.resolution_options?.length))
    expect(Boolean(byName(fields, 'quality'))).toBe(Boolean(caps.quality_options?.length))
    expect(byName(fields, 'sound')?.kind).toBe(
      caps.video_audio === 'toggle_via_sound_param' ? 'toggle' : undefined,
    )
    if (caps.video_audio === 'included' || caps.video_audio === 'silent') {
      expect(byName(fields, 'audio')).toMatchObject({ kind: 'note' })
    }
    const duration = byName(fields, 'duration')
    if (caps.duration_range)
      expect(duration).toMatchObject({ kind: 'seconds', min: caps.duration_range.min_seconds })
    else if ((caps.duration_options ?? []).length > 1) expect(duration?.kind).toBe('choice')
    else if (caps.duration_options?.length === 1) expect(duration?.kind).toBe('note')
    else expect(duration).toBeUndefined()

    const sources = fields.find((f) => f.kind === 'sources')
    if (type.startsWith('text-to-')) expect(sources).toBeUndefined()
    if (sources) {
      for (const group of sources.groups) expect(model.input_media_types).toContain(group.kind)
      const images = sources.groups.find((g) => g.kind === 'image')
      if (type === 'first-and-last-frames')
        expect(images?.slotLabels).toEqual(['First frame', 'Last frame'])
      if (model.requires_input_media) expect(sources.required).toBe(true)
    } else {
      expect(model.requires_input_media && !type.startsWith('text-to-')).toBe(false)
    }
  })
})

describe('capabilities -> schema -> request, for every media model of the catalog', () => {
  it.each(cases)(
    '$id accepts valid values and builds a contract-valid request',
    ({ model, type }) => {
      const values = validValues(model, type)
      const parsed = mediaFormSchema(model).safeParse(values)
      expect(parsed.error?.issues ?? []).toEqual([])
      const request = buildMediaRequest(model.model_id, model, values)
      expect(MediaGenerateRequest.safeParse(request).success).toBe(true)
      expect(request.generation_type).toBe(type)
      if (!model.capabilities?.supports_negative_prompt)
        expect(request).not.toHaveProperty('negative_prompt')
      if (model.capabilities?.video_audio !== 'toggle_via_sound_param')
        expect(request).not.toHaveProperty('sound')
      if (!model.capabilities?.resolution_options?.length)
        expect(request).not.toHaveProperty('resolution')
    },
  )

  it.each(cases)('$id rejects an over-long prompt on the prompt field', ({ model, type }) => {
    const max = model.capabilities?.prompt_max_chars ?? 0
    const values = { ...validValues(model, type), prompt: 'x'.repeat(max + 1) }
    const issues = mediaFormSchema(model).safeParse(values).error?.issues ?? []
    expect(issues.map((i) => i.path.join('.'))).toContain('prompt')
  })

  it.each(
    cases.filter((c) =>
      mediaFields(c.model, c.type).some((f) => f.kind === 'sources' && f.required),
    ),
  )('$id requires source media', ({ model, type }) => {
    const values = { ...validValues(model, type), sources: { image: [], video: [], audio: [] } }
    const issues = mediaFormSchema(model).safeParse(values).error?.issues ?? []
    expect(issues.map((i) => i.path.join('.'))).toContain('sources')
  })
})

describe('source slots', () => {
  const frames = mediaModels.find((m) => m.generation_types?.includes('first-and-last-frames'))!

  it('orders first and last frame and refuses a last frame alone', () => {
    const values = validValues(frames, 'first-and-last-frames')
    values.sources.image = [sampleUrl('image', 1), sampleUrl('image', 2)]
    const request = buildMediaRequest(frames.model_id, frames, values)
    expect(request.source_media_urls).toEqual([sampleUrl('image', 1), sampleUrl('image', 2)])
    values.sources.image = ['', sampleUrl('image', 2)]
    const issues = mediaFormSchema(frames).safeParse(values).error?.issues ?? []
    expect(issues.map((i) => i.message)).toContain('Add the first frame.')
  })

  it('refuses a URL the service would read as another kind, and too many inputs', () => {
    const model = mediaModels.find((m) => (m.capabilities?.max_input_videos ?? 0) > 0)!
    const type = model.generation_types!.find((t) => !t.startsWith('text-to-'))!
    const values = validValues(model, type)
    values.sources.video = [sampleUrl('image')]
    expect(mediaFormSchema(model).safeParse(values).success).toBe(false)
    values.sources.video = [sampleUrl('video', 1), sampleUrl('video', 2)]
    expect(mediaFormSchema(model).safeParse(values).success).toBe(false)
  })
})

describe('slot editing', () => {
  const free = { kind: 'image' as const, max: 3, slotLabels: null }
  const ordered = { kind: 'image' as const, max: 2, slotLabels: ['First frame', 'Last frame'] }

  it('closes up free slots and keeps ordered ones in place', () => {
    expect(withSlot(free, ['a', 'b'], 2, 'c')).toEqual(['a', 'b', 'c'])
    expect(withSlot(free, ['a', 'b', 'c'], 1, '')).toEqual(['a', 'c'])
    expect(withSlot(ordered, [], 1, 'last')).toEqual(['', 'last'])
    expect(withSlot(ordered, ['first', 'last'], 1, '')).toEqual(['first'])
    expect(withSlot(ordered, ['first', 'last'], 0, '')).toEqual(['', 'last'])
  })
})
