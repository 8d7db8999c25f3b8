// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { browserCache } from '@/lib/browser-cache'
import { loadStoryDraft, saveStoryDraft } from './draft-store'

const KEY = 'media-studio:account-a:story-draft'

const draft = {
  title: 'T',
  model: 'wan-2-5',
  aspect_ratio: '16:9',
  scenes: [{ prompt: 'half-typed', duration_seconds: 5 }],
}

describe('story draft in the browser', () => {
  beforeEach(() => browserCache.setScope('account-a'))
  afterEach(() => localStorage.clear())

  it('keeps what was typed', () => {
    saveStoryDraft(draft)
    expect(loadStoryDraft()).toEqual(draft)
  })

  it('drops a corrupt or foreign draft', () => {
    localStorage.setItem(KEY, '{not json')
    expect(loadStoryDraft()).toBeNull()
    localStorage.setItem(KEY, JSON.stringify({ ...draft, scenes: [] }))
    expect(loadStoryDraft()).toBeNull()
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('does not store a value that is not a draft', () => {
    saveStoryDraft(draft)
    saveStoryDraft({ ...draft, scenes: [{ prompt: 'x', duration_seconds: Number.NaN }] })
    expect(loadStoryDraft()).toEqual(draft)
  })

  it("is the account's own: another account on this browser does not see it", () => {
    saveStoryDraft(draft)
    browserCache.setScope('account-b')
    expect(loadStoryDraft()).toBeNull()
    browserCache.setScope('account-a')
    expect(loadStoryDraft()).toEqual(draft)
  })

  it('is gone after sign-out', () => {
    saveStoryDraft(draft)
    browserCache.clear()
    browserCache.setScope('account-a')
    expect(loadStoryDraft()).toBeNull()
  })
})
