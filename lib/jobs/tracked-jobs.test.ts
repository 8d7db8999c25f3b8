// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'

const job = {
  id: 'job-1',
  kind: 'media' as const,
  model: 'flux-2',
  label: 'a red fox',
  startedAt: '2025-01-01T00:00:00.000Z',
}

async function freshModule() {
  vi.resetModules() // a reload: the in-memory snapshot is gone, localStorage stays
  return (await import('./tracked-jobs')).trackedJobs
}

beforeEach(() => localStorage.clear())

describe('tracked jobs', () => {
  it('keeps ids in localStorage across a reload, never anything secret', async () => {
    ;(await freshModule()).add(job)
    const afterReload = await freshModule()
    expect(afterReload.getSnapshot()).toEqual([job])
    expect(localStorage.getItem('media-studio:tracked-jobs')).not.toMatch(/sk_live_/)
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

  it('drops a corrupt or old entry on reading, and keeps the others', async () => {
    localStorage.setItem(
      'media-studio:tracked-jobs',
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
    localStorage.setItem('media-studio:tracked-jobs', '{"not":"a list"')
    expect((await freshModule()).getSnapshot()).toEqual([])
    localStorage.setItem('media-studio:tracked-jobs', '{"jobs":[]}')
    expect((await freshModule()).getSnapshot()).toEqual([])
  })
})
