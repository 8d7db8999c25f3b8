// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { browserCache } from '@/lib/browser-cache'
import { resetOutboxForTests } from '@/lib/workspace-sync/outbox'
import {
  clearStoryDraft,
  loadStoryDraft,
  mergeWorkspaceDraft,
  onStoryDraftArrived,
  saveStoryDraft,
} from './draft-store'

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

describe('story draft across devices: the last change wins', () => {
  const OUTBOX = 'media-studio:account-a:workspace-outbox'
  const waiting = () => JSON.parse(localStorage.getItem(OUTBOX) ?? '[]') as { method: string }[]
  const other = { ...draft, title: 'From the phone' }
  beforeEach(() => {
    browserCache.connect('account-a') // signed out by an earlier test: a new sign-in
    // The workspace never answers here: what is queued for it stays in the outbox to be read.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    )
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    resetOutboxForTests()
    localStorage.clear()
  })

  it("opens another device's newer draft and tells the editor", () => {
    vi.setSystemTime(new Date('2026-11-24T10:00:00.000Z'))
    saveStoryDraft(draft)
    const arrived = vi.fn()
    const stop = onStoryDraftArrived(arrived)
    expect(mergeWorkspaceDraft({ draft: other, savedAt: '2026-11-24T10:05:00.000Z' })).toBe(true)
    stop()
    expect(loadStoryDraft()).toEqual(other)
    expect(arrived).toHaveBeenCalledTimes(1)
  })

  it('keeps a newer local edit and sends it up, even when its own send was lost', () => {
    vi.setSystemTime(new Date('2026-11-24T10:05:00.000Z'))
    saveStoryDraft(draft)
    expect(mergeWorkspaceDraft({ draft: other, savedAt: '2026-11-24T10:00:00.000Z' })).toBe(false)
    expect(loadStoryDraft()).toEqual(draft)
    expect(waiting()).toEqual([expect.objectContaining({ method: 'PUT' })])
  })

  it('does not bring back a draft older than Start over', () => {
    vi.setSystemTime(new Date('2026-11-24T10:05:00.000Z'))
    saveStoryDraft(draft)
    clearStoryDraft()
    expect(mergeWorkspaceDraft({ draft: other, savedAt: '2026-11-24T10:04:00.000Z' })).toBe(false)
    expect(loadStoryDraft()).toBeNull()
    expect(waiting()).toEqual([expect.objectContaining({ method: 'DELETE' })])
  })

  it('sends nothing when both hold the same save', () => {
    vi.setSystemTime(new Date('2026-11-24T10:05:00.000Z'))
    saveStoryDraft(draft)
    vi.advanceTimersByTime(1_000) // before the typing pause sends it
    expect(mergeWorkspaceDraft({ draft, savedAt: '2026-11-24T10:05:00.000Z' })).toBe(false)
    expect(waiting()).toEqual([])
  })
})
