import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

process.env.SESSION_SECRET = 'c'.repeat(40)
process.env.STUDIO_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'studio-current-session-'))

const cookieJar = new Map<string, string>()
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (cookieJar.has(name) ? { value: cookieJar.get(name) } : undefined),
  }),
}))

const { getCurrentSession } = await import('@/lib/server/current-session')
const { newSession, sealSession, sessionCookieName } = await import('@/lib/server/session')
const { getRevocationStore } = await import('@/lib/server/revocation')
const { sessionStoreUnavailable } = await import('@/lib/server/studio-error')
const { default: StudioLayout } = await import('@/app/(studio)/layout')
const { SessionUnavailable } = await import('@/components/shell/session-unavailable')

const real = getRevocationStore()
afterEach(() => {
  globalThis.mediaStudioRevocationStore = real
  cookieJar.clear()
})

const storeDown = () => {
  globalThis.mediaStudioRevocationStore = {
    revoke: () => Promise.reject(sessionStoreUnavailable()),
    isRevoked: () => Promise.reject(sessionStoreUnavailable()),
  }
}

describe('the session of the page being rendered', () => {
  it('is connected with a live cookie, signed out without one', async () => {
    expect(await getCurrentSession()).toEqual({ state: 'signed-out' })
    cookieJar.set(sessionCookieName(false), await sealSession(newSession('sk_live_a')))
    expect(await getCurrentSession()).toMatchObject({ state: 'connected' })
  })

  it('is "unavailable" in words when the store cannot answer, not an error', async () => {
    cookieJar.set(sessionCookieName(false), await sealSession(newSession('sk_live_a')))
    storeDown()
    expect(await getCurrentSession()).toEqual({
      state: 'unavailable',
      message: expect.stringMatching(/cannot check sign-ins/),
    })
  })

  it('makes the studio layout show the words instead of Next’s error page', async () => {
    cookieJar.set(sessionCookieName(false), await sealSession(newSession('sk_live_a')))
    storeDown()
    const page = (await StudioLayout({ children: null })) as { type: unknown; props: unknown }
    expect(page.type).toBe(SessionUnavailable)
    expect(page.props).toEqual({ message: expect.stringMatching(/cannot check sign-ins/) })
  })
})
