import { STUDIO_SCOPE_HEADER } from '@/lib/studio-api/routes'

/**
 * The account this page was rendered for (`GET /api/session`'s `scope`). Another tab may sign in
 * as someone else, which replaces the cookie this page sends: every call names the page's
 * account, and the studio refuses one whose account is no longer the one signed in, so a stale
 * page can neither start paid work on nor read from the new account (docs/decisions.md §D26).
 */
let pageScope: string | null = null

export function setPageAccount(scope: string | null): void {
  pageScope = scope
}

/** The header naming the page's account, or none before the page knows it. */
export function pageAccountHeaders(): Record<string, string> {
  return pageScope ? { [STUDIO_SCOPE_HEADER]: pageScope } : {}
}

const noSessionListeners = new Set<() => void>()

/**
 * Calls back when a call learns that no one is signed in any more (the studio's 401
 * `not_connected`: signed out in another tab, on another device, or the session expired), so
 * the page can drop every account's entries at once (docs/decisions.md §D30).
 */
export function onNoSession(listener: () => void): () => void {
  noSessionListeners.add(listener)
  return () => noSessionListeners.delete(listener)
}

export function noSessionHeard(): void {
  for (const listener of noSessionListeners) listener()
}
