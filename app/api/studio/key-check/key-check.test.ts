import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRecordingUpstream } from '@/lib/test/recording-upstream'
import { callStudioRoute, sessionCookieOf } from '@/lib/test/studio-route-call'

// The key check made by the server: an empty body to each paid start the forms need, with the
// session's key; what the service answered goes back to the page as statuses and bodies.
let upstream: Awaited<ReturnType<typeof startRecordingUpstream>>
let route: typeof import('./route')

beforeAll(async () => {
  upstream = await startRecordingUpstream((request) =>
    request.target === '/v1/generate/music'
      ? { status: 403, body: { detail: 'Insufficient permissions: generate:music required' } }
      : { status: 400, body: { error: 'invalid_request', message: 'model: required' } },
  )
  process.env.STUDIO_UPSTREAM_URL = upstream.url
  process.env.SESSION_SECRET = 'k'.repeat(40)
  route = await import('./route')
})

afterAll(() => upstream.close())

describe('GET /api/studio/key-check', () => {
  it('asks each paid start with an empty body and the key, and answers what it heard', async () => {
    const cookie = await sessionCookieOf('sk_live_check_key')
    const { browserScopeOf } = await import('@/lib/server/account')
    const { status, json } = await callStudioRoute<{ answers: unknown[] }>(route.GET, 'GET', {
      cookie,
      scope: browserScopeOf('sk_live_check_key'),
    })
    expect(status).toBe(200)
    expect(json.answers).toEqual([
      expect.objectContaining({ route: 'v1_media_generate', status: 400 }),
      expect.objectContaining({
        route: 'v1_music_generate',
        status: 403,
        body: { detail: 'Insufficient permissions: generate:music required' },
      }),
      expect.objectContaining({ route: 'v1_dialogue_generate', status: 400 }),
    ])
    const posts = upstream.requests.filter((r) => r.method === 'POST')
    expect(posts.map((r) => r.body.toString())).toEqual(['{}', '{}', '{}'])
    expect(posts.every((r) => r.headers['x-api-key'] === 'sk_live_check_key')).toBe(true)
  })

  it('asks nothing for a request that does not name its account (another site) or names another', async () => {
    const cookie = await sessionCookieOf('sk_live_check_key')
    const before = upstream.requests.length
    expect((await callStudioRoute(route.GET, 'GET', { cookie })).status).toBe(403)
    expect((await callStudioRoute(route.GET, 'GET', { cookie, scope: 'someone' })).status).toBe(409)
    expect(upstream.requests.length).toBe(before)
  })

  it('asks nothing without a session', async () => {
    const before = upstream.requests.length
    const { status } = await callStudioRoute(route.GET, 'GET')
    expect(status).toBe(401)
    expect(upstream.requests.length).toBe(before)
  })
})
