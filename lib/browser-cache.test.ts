// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

const Item = z.object({ id: z.string() })

async function freshCache() {
  vi.resetModules() // a new page: no scope in memory, localStorage stays
  return (await import('./browser-cache')).browserCache
}

beforeEach(() => localStorage.clear())

describe('browser cache', () => {
  it("keeps each account's entries apart and names them by scope, never by key", async () => {
    const cache = await freshCache()
    cache.setScope('scope-a')
    cache.write('list', [{ id: 'a' }])
    expect(localStorage.getItem('media-studio:scope-a:list')).toBe('[{"id":"a"}]')
    cache.setScope('scope-b')
    expect(cache.readList('list', Item)).toEqual([])
    cache.write('list', [{ id: 'b' }])
    cache.setScope('scope-a')
    expect(cache.readList('list', Item)).toEqual([{ id: 'a' }])
  })

  it('drops a corrupt value and keeps the good entries of a list', async () => {
    const cache = await freshCache()
    cache.setScope('scope-a')
    localStorage.setItem('media-studio:scope-a:one', '{not json')
    expect(cache.read('one', Item)).toBeUndefined()
    expect(localStorage.getItem('media-studio:scope-a:one')).toBeNull()
    localStorage.setItem('media-studio:scope-a:list', JSON.stringify([{ id: 'a' }, { id: 3 }, 'x']))
    expect(cache.readList('list', Item)).toEqual([{ id: 'a' }])
  })

  it('keeps nothing while signed out', async () => {
    const cache = await freshCache()
    cache.write('list', [{ id: 'a' }])
    expect(localStorage.length).toBe(0)
    expect(cache.readList('list', Item)).toEqual([])
  })

  it('removes every account’s entries at sign-out, and leaves the theme alone', async () => {
    const cache = await freshCache()
    localStorage.setItem('theme', 'dark')
    cache.setScope('scope-a')
    cache.write('list', [{ id: 'a' }])
    cache.setScope('scope-b')
    cache.write('draft', { id: 'b' })
    const told = vi.fn()
    const unsubscribe = cache.subscribe('list', told)
    cache.clear()
    unsubscribe()
    expect(told).toHaveBeenCalled()
    expect(Object.keys(localStorage)).toEqual(['theme'])
    expect(cache.scope()).toBeNull()
  })

  it('a page signed out elsewhere still names its account, so no call is made for the next one', async () => {
    const cache = await freshCache()
    const { pageAccountHeaders } = await import('./http/page-account')
    cache.setScope('scope-a')
    cache.clear() // a call heard that no one is signed in (another tab signed in as someone else)
    expect(pageAccountHeaders()).toEqual({ 'x-studio-scope': 'scope-a' })
    cache.connect('scope-b') // signing in on this page names the new account
    expect(pageAccountHeaders()).toEqual({ 'x-studio-scope': 'scope-b' })
  })

  it('a part of the page still rendering the account signed out cannot bring it back', async () => {
    const cache = await freshCache()
    cache.setScope('scope-a')
    cache.clear()
    cache.setScope('scope-a') // the frame re-rendering while the page leaves for /connect
    cache.write('workspace-outbox', [{ id: 'late' }])
    expect(cache.scope()).toBeNull()
    expect(localStorage.length).toBe(0)
    // Signing in again on this page, even as the same account, names it again.
    cache.connect('scope-a')
    expect(cache.scope()).toBe('scope-a')
  })

  it('drops what an older studio kept unscoped, so it reaches no account', async () => {
    localStorage.setItem('media-studio:tracked-jobs', JSON.stringify([{ id: 'old' }]))
    localStorage.setItem('media-studio:pending-submissions', '[]')
    localStorage.setItem('media-studio:story-draft', '{}')
    const cache = await freshCache()
    cache.setScope('scope-b')
    expect(cache.readList('tracked-jobs', Item)).toEqual([])
    expect(Object.keys(localStorage)).toEqual(['media-studio:account'])
  })

  it('hands what an older studio kept to the account that connected, once, never the draft', async () => {
    const old = [{ id: 'old' }]
    localStorage.setItem('media-studio:tracked-jobs', JSON.stringify(old))
    localStorage.setItem('media-studio:pending-submissions', 'not json')
    localStorage.setItem('media-studio:story-draft', JSON.stringify({ title: 'a secret' }))
    const cache = await freshCache()
    cache.setScope('scope-b')
    expect(Object.keys(localStorage)).toEqual(['media-studio:account'])
    const taken = cache.takeLegacy()
    expect(taken).toEqual({ scope: 'scope-b', trackedJobs: old, pendingSubmissions: null })
    expect(JSON.stringify(taken)).not.toContain('a secret')
    expect(cache.takeLegacy()).toBeNull()
  })

  it('hands nothing an older studio kept to an account that connected after the first', async () => {
    localStorage.setItem('media-studio:tracked-jobs', JSON.stringify([{ id: 'old' }]))
    const cache = await freshCache()
    cache.setScope('scope-a')
    cache.clear()
    cache.setScope('scope-b')
    expect(cache.takeLegacy()).toBeNull()
  })

  it('stops reading the previous account when another tab signs out or switches', async () => {
    const cache = await freshCache()
    cache.setScope('scope-a')
    cache.write('list', [{ id: 'a' }])
    const switched = vi.fn()
    const stop = cache.onAccountSwitch(switched)
    // Another tab connected B: it wrote the account mark; this tab gets a storage event.
    localStorage.setItem('media-studio:account', 'scope-b')
    window.dispatchEvent(new StorageEvent('storage', { key: 'media-studio:account' }))
    expect(switched).toHaveBeenCalledWith('scope-b')
    expect(cache.scope()).toBeNull()
    cache.write('list', [{ id: 'written after the switch' }])
    expect(localStorage.getItem('media-studio:scope-a:list')).toBe('[{"id":"a"}]')
    stop()
  })

  it('ignores another tab of the same account', async () => {
    const cache = await freshCache()
    cache.setScope('scope-a')
    const switched = vi.fn()
    const stop = cache.onAccountSwitch(switched)
    window.dispatchEvent(new StorageEvent('storage', { key: 'media-studio:account' }))
    expect(switched).not.toHaveBeenCalled()
    expect(cache.scope()).toBe('scope-a')
    stop()
  })

  it('does not name an account again after another tab signed it out, as its frame re-renders', async () => {
    const cache = await freshCache()
    cache.setScope('scope-a')
    const stop = cache.onAccountSwitch(() => {})
    localStorage.clear()
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    // The frame still renders for the account while the page leaves for the sign-in page.
    cache.setScope('scope-a')
    cache.write('list', [{ id: 'late' }])
    expect(cache.scope()).toBeNull()
    expect(localStorage.length).toBe(0)
    // Signed in again in the other tab: this page may follow it.
    localStorage.setItem('media-studio:account', 'scope-a')
    window.dispatchEvent(new StorageEvent('storage', { key: 'media-studio:account' }))
    cache.setScope('scope-a')
    expect(cache.scope()).toBe('scope-a')
    stop()
  })

  it("leaves the account another tab connected marked, as the replaced one's frame re-renders", async () => {
    const cache = await freshCache()
    cache.setScope('scope-a')
    const stop = cache.onAccountSwitch(() => {})
    localStorage.setItem('media-studio:account', 'scope-b')
    window.dispatchEvent(new StorageEvent('storage', { key: 'media-studio:account' }))
    cache.setScope('scope-a')
    expect(localStorage.getItem('media-studio:account')).toBe('scope-b')
    cache.setScope('scope-b')
    expect(cache.scope()).toBe('scope-b')
    stop()
  })

  it('removes what it wrote after another tab signed out, once it hears of it', async () => {
    const cache = await freshCache()
    cache.setScope('scope-a')
    cache.write('list', [{ id: 'a' }])
    const stop = cache.onAccountSwitch(() => {})
    // The other tab's sign-out empties storage; this tab writes before the storage event arrives.
    localStorage.clear()
    cache.write('outbox', [{ id: 'late' }])
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    expect(localStorage.length).toBe(0)
    cache.write('outbox', [{ id: 'after' }])
    expect(localStorage.length).toBe(0)
    stop()
  })
})
