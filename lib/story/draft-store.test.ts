// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { loadStoryDraft, saveStoryDraft } from './draft-store'

const draft = {
  title: 'T',
  model: 'wan-2-5',
  aspect_ratio: '16:9',
  scenes: [{ prompt: 'half-typed', duration_seconds: 5 }],
}

describe('story draft in the browser', () => {
  afterEach(() => localStorage.clear())

  it('keeps what was typed', () => {
    saveStoryDraft(draft)
    expect(loadStoryDraft()).toEqual(draft)
  })

  it('drops a corrupt or foreign draft', () => {
    localStorage.setItem('media-studio:story-draft', '{not json')
    expect(loadStoryDraft()).toBeNull()
    localStorage.setItem('media-studio:story-draft', JSON.stringify({ ...draft, scenes: [] }))
    expect(loadStoryDraft()).toBeNull()
    expect(localStorage.getItem('media-studio:story-draft')).toBeNull()
  })

  it('does not store a value that is not a draft', () => {
    saveStoryDraft(draft)
    saveStoryDraft({ ...draft, scenes: [{ prompt: 'x', duration_seconds: Number.NaN }] })
    expect(loadStoryDraft()).toEqual(draft)
  })
})
