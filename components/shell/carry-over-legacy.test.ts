// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

const old = (id: string) => ({
  id,
  kind: 'media',
  model: 'flux-dev',
  label: `left by an older studio ${id}`,
  startedAt: new Date().toISOString(),
})

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('carrying over an older studio’s tray on the first connect', () => {
  it('keeps the job this key can read, drops the one it cannot, and does it once', async () => {
    localStorage.setItem('media-studio:tracked-jobs', JSON.stringify([old('mine'), old('theirs')]))
    const asked: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input)
        asked.push(url)
        if (url.includes('/studio/')) return new Response('{}', { status: 200 })
        const mine = url.includes('mine')
        return new Response(
          JSON.stringify(mine ? { id: 'mine', status: 'processing' } : { error: 'not_found' }),
          { status: mine ? 200 : 404, headers: { 'content-type': 'application/json' } },
        )
      }),
    )
    vi.resetModules()
    const { browserCache } = await import('@/lib/browser-cache')
    const { trackedJobs } = await import('@/lib/jobs/tracked-jobs')
    const { carryOverLegacy } = await import('./carry-over-legacy')
    browserCache.setScope('scope-a')
    expect(await carryOverLegacy()).toBe(1)
    expect(trackedJobs.getSnapshot().map((job) => job.id)).toEqual(['mine'])
    expect(asked.some((url) => url.includes('theirs'))).toBe(true)
    expect(await carryOverLegacy()).toBe(0)
  })
})
