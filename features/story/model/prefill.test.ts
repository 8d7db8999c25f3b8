import { describe, expect, it } from 'vitest'
import { routePath } from '@/lib/api/routes'
import { CATALOG_MODELS } from '@/lib/test/catalog'
import { storyModels } from '@/features/story/model/story-models'
import type { StoryDraft } from '@/features/story/model/story-values'
import type { FormSnapshot } from '@/lib/studio-api/prompt-history'
import { snapshotOfStart, storySnapshotOf } from '@/lib/workspace-sync/snapshot-of-start'
import { storyDraftOf } from './prefill'

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

  it('reads the storyboard as its start is kept', () => {
    expect(storySnapshotOf(draft('one', ' ')).prompt).toBe('one')
  })
})
