import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { endlessBody, studioPost } from '@/lib/test/counting-body'

process.env.SESSION_SECRET = 's'.repeat(40)
process.env.STUDIO_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'studio-session-route-'))
process.env.STUDIO_EMBEDDED_EMULATOR = '1'

const upstreamJson = vi.fn()
vi.mock('@/lib/server/upstream', () => ({
  upstreamJson: (...args: unknown[]) => upstreamJson(...args),
}))

const { GET, POST, DELETE } = await import('./route')
const { activeSession, newSession, sealSession, sessionCookieName } =
  await import('@/lib/server/session')
const { getRevocationStore } = await import('@/lib/server/revocation')
const { StudioError } = await import('@/lib/server/studio-error')

const signIn = (body: unknown, cookie?: string) =>
  POST(studioPost('/api/session', JSON.stringify(body), cookie ? { cookie } : {}))

const cookieOf = (sealed: string) => `${sessionCookieName(false)}=${sealed}`

beforeEach(() => {
  upstreamJson.mockReset()
  upstreamJson.mockResolvedValue({ status: 200, body: { credits: 5000 } })
})

describe('POST /api/session refuses what it should not read', () => {
  it('answers 413 to a huge chunked body after reading no more than the limit', async () => {
    const { stream, counter } = endlessBody()
    const response = await POST(studioPost('/api/session', stream))
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ error: 'request_too_large' })
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024)
    expect(upstreamJson).not.toHaveBeenCalled()
  })

  it('answers 413 to a declared 400 MB body without reading it', async () => {
    const { stream, counter } = endlessBody()
    const request = studioPost('/api/session', stream, {
      'content-length': String(400 * 1024 * 1024),
    })
    expect((await POST(request)).status).toBe(413)
    expect(counter.pulled).toBe(0)
  })

  it.each([['sk_live_é'], ['sk_live_中文'], ['sk_live_\u0000x']])(
    'refuses a key a header cannot carry (%j) with a 400 in words',
    async (apiKey) => {
      const response = await signIn({ apiKey })
      expect(response.status).toBe(400)
      const body = (await response.json()) as { error: string; message: string }
      expect(body.error).toBe('invalid_request')
      expect(body.message).toMatch(/plain letters, digits and symbols/)
      expect(upstreamJson).not.toHaveBeenCalled()
    },
  )
})

describe('POST /api/session connects only on the service’s own answer', () => {
  it.each([
    ['an HTML page', { status: 200, body: null }],
    ['JSON of another shape', { status: 200, body: { ok: true } }],
    ['a 204', { status: 204, body: null }],
    ['an HTML 403', { status: 403, body: null }],
  ])('does not sign in on %s', async (_, answer) => {
    upstreamJson.mockResolvedValue(answer)
    const response = await signIn({ apiKey: 'sk_live_x' })
    expect(response.status).toBe(502)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(((await response.json()) as { message: string }).message).toMatch(
      /could not read|answered/,
    )
  })

  it('signs in on the contract’s balance', async () => {
    const response = await signIn({ apiKey: 'sk_live_x' })
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(/^media_studio_session=/)
  })
})

describe('a new sign-in replaces the session before it', () => {
  it('revokes the replaced session everywhere', async () => {
    const readonly = await sealSession(newSession('sk_live_demo_readonly', 'readonly'))
    expect(await activeSession(readonly)).not.toBeNull()
    const response = await signIn({ demo: 'creator' }, cookieOf(readonly))
    expect(response.status).toBe(200)
    expect(await activeSession(readonly)).toBeNull()
  })

  it('leaves the current session alone when the new key is refused', async () => {
    const current = await sealSession(newSession('sk_live_demo_creator', 'creator'))
    upstreamJson.mockResolvedValue({ status: 401, body: { detail: 'Invalid or revoked API key' } })
    expect((await signIn({ apiKey: 'sk_live_wrong' }, cookieOf(current))).status).toBe(401)
    expect(await activeSession(current)).not.toBeNull()
  })
})

describe('a session store that cannot answer', () => {
  const failing = {
    revoke: () => Promise.reject(new StudioError(503, 'session_store_unavailable', 'Store down.')),
    isRevoked: () =>
      Promise.reject(new StudioError(503, 'session_store_unavailable', 'Store down.')),
  }
  let real: ReturnType<typeof getRevocationStore>
  beforeEach(() => {
    real = getRevocationStore()
    globalThis.mediaStudioRevocationStore = failing
  })
  afterEach(() => {
    globalThis.mediaStudioRevocationStore = real
  })

  it('is a 503 in words when a session is read', async () => {
    const sealed = await sealSession(newSession('sk_live_a'))
    const response = await GET(
      new Request('http://localhost:3000/api/session', { headers: { cookie: cookieOf(sealed) } }),
    )
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({
      error: 'session_store_unavailable',
      message: expect.stringMatching(/\w+ \w+/),
    })
  })

  it('still clears the cookie on sign-out, and says the sign-out was not recorded', async () => {
    const sealed = await sealSession(newSession('sk_live_a'))
    const response = await DELETE(
      new Request('http://localhost:3000/api/session', {
        method: 'DELETE',
        headers: { cookie: cookieOf(sealed), origin: 'http://localhost:3000' },
      }),
    )
    expect(response.status).toBe(503)
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0/)
    const body = (await response.json()) as { error: string; message: string }
    expect(body.error).toBe('signout_not_recorded')
    expect(body.message).toMatch(/signed out on this browser/)
  })

  it('is a 503 in words when a sign-in cannot revoke the session it replaces', async () => {
    const sealed = await sealSession(newSession('sk_live_a'))
    const response = await signIn({ demo: 'creator' }, cookieOf(sealed))
    expect(response.status).toBe(503)
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})
