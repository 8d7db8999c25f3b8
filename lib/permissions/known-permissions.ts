import { browserCache } from '@/lib/browser-cache'
import type { RouteId, Scope } from '@/lib/api/routes'
import { studioPaths } from '@/lib/studio-api/routes'
import { apiRequest } from '@/lib/http/request'
import { createListeners } from '@/lib/listeners'
import {
  CHECK_ROUTES,
  KeyCheckAnswer,
  KnownPermissions,
  NOTHING_KNOWN,
  learnCheck,
  learnRefusal,
  needsCheck,
  type CheckAnswer,
} from './key-permissions'

/**
 * The connected account's known permissions, kept in the browser cache under the account (so the
 * check runs once an hour per account, not per page) and shared with other tabs. Signed out,
 * nothing is known and nothing is checked.
 */
const NAME = 'key-permissions'
const listeners = createListeners()
let snapshot: { scope: string | null; known: KnownPermissions } | null = null
let checking: { scope: string; done: Promise<void> } | null = null

function current(): KnownPermissions {
  const scope = browserCache.scope()
  if (snapshot?.scope !== scope) {
    const stored = scope ? browserCache.read(NAME, KnownPermissions) : undefined
    snapshot = { scope, known: stored ?? NOTHING_KNOWN }
  }
  return snapshot.known
}

function keep(scope: string, known: KnownPermissions) {
  // The account changed while the answer was on its way: it is not this account's to keep.
  if (browserCache.scope() !== scope) return
  snapshot = { scope, known }
  browserCache.write(NAME, known)
  listeners.notify()
}

/** The check's answers, asked by the studio's server (no refusal in this page's console). */
async function askServer(): Promise<CheckAnswer[]> {
  try {
    return (await apiRequest(studioPaths.keyCheck, { schema: KeyCheckAnswer })).answers
  } catch {
    // No answer at all teaches nothing: treated like a 400.
    return CHECK_ROUTES.map((route) => ({ route, status: 0, body: null }))
  }
}

export const knownPermissions = {
  getSnapshot: (): KnownPermissions => (typeof window === 'undefined' ? NOTHING_KNOWN : current()),
  getServerSnapshot: (): KnownPermissions => NOTHING_KNOWN,
  subscribe(listener: () => void) {
    const unsubscribe = listeners.subscribe(listener)
    const unwatch = browserCache.subscribe(NAME, () => {
      snapshot = null
      listener()
    })
    return () => {
      unsubscribe()
      unwatch()
    }
  },

  /**
   * Takes in what the studio's server learned for this page (its check, made for the page's first
   * render): kept unless this browser learned later. Called while the frame renders, before any
   * page reads it, so a page's first render already knows; nobody is told (nobody listens yet).
   */
  seed(served: KnownPermissions) {
    const scope = browserCache.scope()
    if (!scope || served.checkedAt === null) return
    const mine = current()
    if (mine === served || (mine.checkedAt !== null && mine.checkedAt >= served.checkedAt)) return
    snapshot = { scope, known: served }
    browserCache.write(NAME, served)
  },

  /** Runs the free check (docs/decisions.md §D29) when it is due; once at a time per account. */
  checkIfDue(now = new Date()): Promise<void> {
    const scope = browserCache.scope()
    if (!scope || !needsCheck(current(), now)) return Promise.resolve()
    if (checking?.scope === scope) return checking.done
    // The check's answers replace what was known: a scope refused an hour ago may have been
    // granted since, and a click refused again teaches it again.
    const done = askServer().then((answers) => keep(scope, learnCheck(answers, new Date())))
    checking = { scope, done: done.finally(() => (checking = null)) }
    return checking.done
  },

  /** A click was refused with a 403 naming `scope`. */
  learnRefusal(route: RouteId | null, scope: Scope) {
    const account = browserCache.scope()
    if (account) keep(account, learnRefusal(current(), route, scope))
  },
}
