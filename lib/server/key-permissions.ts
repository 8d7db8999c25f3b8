import 'server-only'
import { matchRoute, routePath } from '@/lib/api/routes'
import {
  CHECK_BODY,
  CHECK_ROUTES,
  CHECK_TTL_MS,
  NOTHING_KNOWN,
  learnCheck,
  type CheckAnswer,
  type KnownPermissions,
} from '@/lib/permissions/key-permissions'
import { accountIdOf } from './account'
import { notePacedPost } from './runs/ledger'
import { upstreamJson } from './upstream'

/** One start route asked with an empty body: invalid input (400) or a missing permission (403). */
async function ask(apiKey: string, route: (typeof CHECK_ROUTES)[number]): Promise<CheckAnswer> {
  const path = routePath(route)
  // The service counts the check against the route's start limit: a run going paces around it.
  notePacedPost(apiKey, 'POST', matchRoute('POST', path)?.route.rateGroup ?? 'media')
  try {
    const { status, body } = await upstreamJson(path, apiKey, { json: CHECK_BODY })
    const record = typeof body === 'object' && body !== null && !Array.isArray(body)
    return { route, status, body: record ? (body as Record<string, unknown>) : null }
  } catch {
    // No answer teaches nothing (docs/decisions.md §D29).
    return { route, status: 0, body: null }
  }
}

/** The free key check (docs/decisions.md §D29): every start route the forms need, at once. */
export function askKeyCheck(apiKey: string): Promise<CheckAnswer[]> {
  return Promise.all(CHECK_ROUTES.map((route) => ask(apiKey, route)))
}

/** What the check learned per account, for its hour; bounded, the oldest dropped first. */
const LIMIT = 1000
const known = new Map<string, { permissions: KnownPermissions; until: number }>()
const asking = new Map<string, Promise<KnownPermissions>>()

/** Longer than a healthy service takes; past it the page renders knowing nothing (the browser asks). */
const WAIT_MS = 1500
/** A sign-in waits longer: where the studio opens depends on the answer. */
export const SIGN_IN_WAIT_MS = 8000

function keep(account: string, permissions: KnownPermissions) {
  if (known.size >= LIMIT) {
    const oldest = known.keys().next().value
    if (oldest !== undefined) known.delete(oldest)
  }
  known.set(account, { permissions, until: Date.now() + CHECK_TTL_MS })
}

/**
 * What the studio knows of a key's permissions, for a page's first render and for where a
 * sign-in lands: the check's answer, kept for the check's hour (docs/decisions.md §D29), asked
 * once at a time per account. `fresh` asks again (a sign-in: the key's owner may have changed its
 * scopes). Nothing is known when the check is slow or fails: the page then behaves as before it,
 * and the browser asks.
 */
export async function keyPermissionsOf(
  apiKey: string,
  { fresh = false, waitMs = WAIT_MS }: { fresh?: boolean; waitMs?: number } = {},
): Promise<KnownPermissions> {
  const account = accountIdOf(apiKey)
  const hit = known.get(account)
  if (!fresh && hit && hit.until > Date.now()) return hit.permissions
  let pending = asking.get(account)
  if (!pending) {
    pending = askKeyCheck(apiKey).then((answers) => {
      const learned = learnCheck(answers, new Date())
      // An answer-less check (the service unreachable) is not kept: it taught nothing.
      if (answers.some((a) => a.status !== 0)) keep(account, learned)
      return learned
    })
    asking.set(account, pending)
    void pending.finally(() => asking.delete(account))
  }
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<KnownPermissions>((resolve) => {
    timer = setTimeout(() => resolve(NOTHING_KNOWN), waitMs)
  })
  try {
    return await Promise.race([pending, late])
  } finally {
    clearTimeout(timer)
  }
}

/** Where the studio opens for a key: Create, or the gallery for a key that cannot generate. */
export function homeOf(permissions: KnownPermissions): '/create' | '/gallery' {
  return permissions.missing.includes('generate:media') ? '/gallery' : '/create'
}
