import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRecordingUpstream } from '@/lib/test/recording-upstream'

// What the server knows of a key's permissions before a page renders: the free check's answers,
// asked once per key and kept for the check's hour, and where the studio opens for the key.
let upstream: Awaited<ReturnType<typeof startRecordingUpstream>>
let permissions: typeof import('./key-permissions')

const refused = (scope: string) => ({
  status: 403,
  body: { detail: `Insufficient permissions: ${scope} required` },
})

beforeAll(async () => {
  upstream = await startRecordingUpstream((request) => {
    // A check that answers late, whatever the machine's load: later than the page waits.
    if (request.headers['x-api-key'] === 'sk_live_slow') return { status: 400, delayMs: 2_000 }
    if (request.headers['x-api-key'] !== 'sk_live_reader') {
      return { status: 400, body: { error: 'invalid_request', message: 'model: required' } }
    }
    return request.target === '/v1/generate/music'
      ? refused('generate:music')
      : request.target === '/v1/generate/dialogue'
        ? refused('generate:speech')
        : refused('generate:media')
  })
  process.env.STUDIO_UPSTREAM_URL = upstream.url
  permissions = await import('./key-permissions')
})

afterAll(() => upstream.close())

const posts = () => upstream.requests.filter((r) => r.method === 'POST').length

describe('keyPermissionsOf', () => {
  it('learns a read-only key from the check, once for its hour, and opens it on the gallery', async () => {
    const before = posts()
    const known = await permissions.keyPermissionsOf('sk_live_reader')
    expect(known.missing).toEqual(['generate:media', 'generate:music', 'generate:speech'])
    expect(posts() - before).toBe(3)
    expect(permissions.homeOf(known)).toBe('/gallery')
    // Asked again within the hour: nothing is sent.
    await permissions.keyPermissionsOf('sk_live_reader')
    expect(posts() - before).toBe(3)
    // A sign-in asks afresh.
    await permissions.keyPermissionsOf('sk_live_reader', { fresh: true })
    expect(posts() - before).toBe(6)
  })

  it('opens a key that may generate on Create', async () => {
    const known = await permissions.keyPermissionsOf('sk_live_maker')
    expect(known.missing).toEqual([])
    expect(known.checkedAt).not.toBeNull()
    expect(permissions.homeOf(known)).toBe('/create')
  })

  it('knows nothing (the page behaves as before) when the check is slower than it waits', async () => {
    const known = await permissions.keyPermissionsOf('sk_live_slow', { waitMs: 50 })
    expect(known).toEqual({ missing: [], checkedAt: null })
  })
})
