// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'

const job = {
  id: 'job-1',
  kind: 'media' as const,
  model: 'flux-2',
  label: 'a red fox',
  startedAt: '2025-01-01T00:00:00.000Z',
}

const KEY = 'media-studio:account-a:tracked-jobs'

/** A reload as account A: the in-memory snapshot is gone, localStorage stays. */
async function freshModule(scope: string | null = 'account-a') {
  vi.resetModules()
  ;(await import('@/lib/browser-cache')).browserCache.setScope(scope)
  return (await import('./tracked-jobs')).trackedJobs
}

beforeEach(() => localStorage.clear())

describe('tracked jobs', () => {
  it('keeps ids in localStorage across a reload, never anything secret', async () => {
    ;(await freshModule()).add(job)
    const afterReload = await freshModule()
    expect(afterReload.getSnapshot()).toEqual([job])
    expect(localStorage.getItem(KEY)).not.toMatch(/sk_live_/)
  })

  it('writes the sources a job was made from through the outbox, beside its tray entry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    )
    const madeFrom = [{ kind: 'media' as const, id: 'img-1', label: 'a lighthouse' }]
    ;(await freshModule()).add({ ...job, id: 'upscaled', madeFrom })
    const waiting = JSON.parse(localStorage.getItem('media-studio:account-a:workspace-outbox')!)
    expect(waiting).toContainEqual({
      method: 'PUT',
      path: '/api/studio/lineage/upscaled',
      body: { kind: 'media', madeFrom },
    })
    vi.unstubAllGlobals()
  })

  it('settles a job once, even across a reload or another tab', async () => {
    const store = await freshModule()
    store.add(job)
    expect(store.settle('job-1', 'failed', { message: 'boom' })).toBe(true)
    expect(store.settle('job-1', 'failed', { message: 'boom' })).toBe(false)
    expect((await freshModule()).settle('job-1', 'completed')).toBe(false)
    expect(store.getSnapshot()[0]).toMatchObject({ outcome: 'failed', message: 'boom' })
  })

  it('clears finished jobs and keeps running ones', async () => {
    const store = await freshModule()
    store.add(job)
    store.add({ ...job, id: 'job-2' })
    store.settle('job-1', 'completed')
    store.clearFinished()
    expect(store.getSnapshot().map((j) => j.id)).toEqual(['job-2'])
  })

  it('reads nothing tracked as the very list the server rendered, stored or emptied', async () => {
    // React compares the two by identity once a page is hydrated: another empty list would render
    // every reader of the store again, in one task, on every page.
    let store = await freshModule()
    expect(store.getSnapshot()).toBe(store.getServerSnapshot())
    localStorage.setItem(KEY, '[]')
    store = await freshModule()
    expect(store.getSnapshot()).toBe(store.getServerSnapshot())
    store.add(job)
    store.remove('job-1')
    expect(store.getSnapshot()).toBe(store.getServerSnapshot())
  })

  it('keeps a finished job for a day, and not one whose end is stamped far in the future', async () => {
    const ended = (id: string, finishedAt: string) => ({
      ...job,
      id,
      outcome: 'completed' as const,
      finishedAt,
    })
    localStorage.setItem(
      KEY,
      JSON.stringify([
        ended('an-hour-ago', new Date(Date.now() - 3_600_000).toISOString()),
        ended('two-days-ago', new Date(Date.now() - 2 * 86_400_000).toISOString()),
        ended('year-9999', '9999-01-01T00:00:00.000Z'),
      ]),
    )
    const reloaded = await freshModule()
    reloaded.add({ ...job, id: 'new' })
    expect(reloaded.getSnapshot().map((j) => j.id)).toEqual(['new', 'an-hour-ago'])
  })

  it('drops a corrupt or old entry on reading, and keeps the others', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify([
        job,
        { id: 'old-shape', kind: 'media' },
        { ...job, id: 'bad-kind', kind: 'hologram' },
        { ...job, id: 'bad-date', startedAt: 'yesterday' },
        'not an object',
      ]),
    )
    expect((await freshModule()).getSnapshot()).toEqual([job])
  })

  it('starts empty when storage holds no list at all', async () => {
    localStorage.setItem(KEY, '{"not":"a list"')
    expect((await freshModule()).getSnapshot()).toEqual([])
    localStorage.setItem(KEY, '{"jobs":[]}')
    expect((await freshModule()).getSnapshot()).toEqual([])
  })

  it('shows one account only its own jobs, and keeps nothing signed out', async () => {
    ;(await freshModule('account-a')).add(job)
    expect((await freshModule('account-b')).getSnapshot()).toEqual([])
    const signedOut = await freshModule(null)
    signedOut.add({ ...job, id: 'job-2' })
    expect(signedOut.getSnapshot()).toEqual([])
    expect((await freshModule('account-a')).getSnapshot()).toEqual([job])
  })

  it('switches to the other account when the scope changes under a mounted store', async () => {
    vi.resetModules()
    const { browserCache } = await import('@/lib/browser-cache')
    const { trackedJobs } = await import('./tracked-jobs')
    browserCache.setScope('account-a')
    trackedJobs.add(job)
    browserCache.setScope('account-b')
    expect(trackedJobs.getSnapshot()).toEqual([])
    trackedJobs.add({ ...job, id: 'job-b' })
    browserCache.setScope('account-a')
    expect(trackedJobs.getSnapshot()).toEqual([job])
  })
})
