import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { isValidElement, Suspense, type ReactElement } from 'react'
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
const { TopBar } = await import('@/components/shell/top-bar')
const { JobDockPanel } = await import('@/components/jobs/job-dock-panel')

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

/** Every element of a rendered tree (no component is called), with the Suspense it sits in. */
function* elementsOf(node: unknown, boundary: unknown = null): Generator<[ReactElement, unknown]> {
  if (Array.isArray(node)) {
    for (const child of node) yield* elementsOf(child, boundary)
    return
  }
  if (!isValidElement(node)) return
  yield [node, boundary]
  const props = node.props as { children?: unknown }
  yield* elementsOf(props.children, node.type === Suspense ? node : boundary)
}

describe('the studio layout', () => {
  it('hydrates in parts: the top bar, the job dock and the page each in a boundary of its own', async () => {
    // One boundary would make the whole page's commit and effects one task on a phone
    // (docs/architecture.md, "Where a phone's time goes").
    cookieJar.set(sessionCookieName(false), await sealSession(newSession('sk_live_a')))
    const page = <p>the page</p>
    const tree = await StudioLayout({ children: page })
    const boundaryOf = (find: (element: ReactElement) => boolean) =>
      [...elementsOf(tree)].find(([element]) => find(element))?.[1] ?? null
    const boundaries = [
      boundaryOf((element) => element.type === TopBar),
      boundaryOf((element) => element.type === JobDockPanel),
      boundaryOf((element) => element === page),
    ]
    for (const boundary of boundaries) expect(boundary).not.toBeNull()
    expect(new Set(boundaries).size).toBe(3)
  })
})
