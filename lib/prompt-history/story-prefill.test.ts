import { describe, expect, it } from 'vitest'
import { routePath } from '@/lib/api/routes'
import { CATALOG_MODELS } from '@/lib/test/catalog'
import { storyModels } from '@/lib/story/story-models'
import type { StoryDraft } from '@/lib/story/story-values'
import type { FormSnapshot } from '@/lib/studio-api/prompt-history'
import { extendValuesOf } from './extend-prefill'
import { extendSnapshotOf, snapshotOfStart, storySnapshotOf } from './snapshot-of-start'
import { storyDraftOf } from './story-prefill'

const models = storyModels(CATALOG_MODELS)
const model = models[0]!.model_id
const draft = (...prompts: string[]): StoryDraft => ({
  title: '',
  model,
  aspect_ratio: '16:9',
  scenes: prompts.map((prompt) => ({ prompt, duration_seconds: 5 })),
})
const started = (scenes: string[]) =>
  snapshotOfStart({
    path: routePath('v1_story_generate'),
    body: {
      title: 'Boats',
      model,
      scenes: scenes.map((prompt) => ({ prompt, duration_seconds: 5 })),
    },
    model,
  }) as FormSnapshot

describe('a past story put back into the storyboard', () => {
  it('adds its scenes after the draft, or in place of one empty scene', () => {
    const past = started(['a harbour at dawn', 'boats leave'])
    expect(storyDraftOf(past, draft('a storm'), models).scenes.map((s) => s.prompt)).toEqual([
      'a storm',
      'a harbour at dawn',
      'boats leave',
    ])
    const filled = storyDraftOf(past, draft(''), models)
    expect(filled.scenes.map((s) => s.prompt)).toEqual(['a harbour at dawn', 'boats leave'])
    expect(filled.title).toBe('Boats')
  })

  it('makes one scene of words kept without scenes, and none of a preset without words', () => {
    const words: FormSnapshot = { form: 'story', model, prompt: 'a lone kite', options: {} }
    expect(storyDraftOf(words, draft('a storm'), models).scenes).toHaveLength(2)
    const preset = { ...words, prompt: '', options: { scenes: [{ prompt: 'x' }] } }
    expect(storyDraftOf(preset, draft('a storm'), models).scenes).toHaveLength(1)
  })

  it('reads the storyboard and the extend tool as their starts are kept', () => {
    expect(storySnapshotOf(draft('one', ' ')).prompt).toBe('one')
    const extend = extendSnapshotOf({ prompt: 'the wave breaks', tier: 'fast' }, 'veo3_fast')
    expect(extend).toMatchObject({
      form: 'extend',
      prompt: 'the wave breaks',
      options: { tier: 'fast' },
    })
    expect(
      extendValuesOf(extend, { prompt: '', tier: undefined, source_generation_id: 'g1' }),
    ).toEqual({ prompt: 'the wave breaks', tier: 'fast', source_generation_id: 'g1' })
    const unsold = { ...extend, options: { tier: 'gold' } }
    expect(extendValuesOf(unsold, { prompt: '', tier: 'lite' }).tier).toBe('lite')
  })
})
