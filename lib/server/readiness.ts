import 'server-only'
import { sql } from 'kysely'
import { ROUTES } from '@/lib/api/routes'
import { getEnv } from '@/lib/config/env'
import { getRevocationStore } from './revocation'
import { isDraining } from './shutdown'
import { callUpstream } from './upstream'
import { workspaceDatabase } from './workspace/database'

/** One thing the studio needs, asked whether it answers. */
export interface ReadinessCheck {
  name: string
  /**
   * Resolves when the dependency answered; throws (or never settles) when it did not. A
   * `NotAnswering` says in words what is wrong; any other error reads `unreachable`.
   */
  probe: () => Promise<void>
  /**
   * Whether the instance can serve without it. An optional dependency (the workspace) that fails
   * shows as `degraded: …` and leaves the instance ready: everything else still works.
   */
  optional?: boolean
}

/** A check's answer: `ok`, `unreachable`, or a fixed phrase (never a host, an address or a secret). */
export type CheckResult = 'ok' | 'unreachable' | `degraded: ${string}` | (string & {})

export interface Readiness {
  ready: boolean
  checks: Record<string, CheckResult>
}

/** A probe's failure in words of the studio's own (the error's text is never shown). */
export class NotAnswering extends Error {}

/** A check that has not answered by then has failed (load balancers probe every few s). */
export const PROBE_TIMEOUT_MS = 2000

/** How long one answer is given to every caller: probes run at most this often, whoever asks. */
export const READINESS_CACHE_MS = 1000

/** The balance route without a key: any answer below 500 (401 here) proves the service is up. */
const SERVICE_PROBE_PATH = ROUTES.find((route) => route.id === 'v1_balance_get')!.path

async function serviceAnswers(): Promise<void> {
  const answer = await callUpstream({
    pathAndQuery: SERVICE_PROBE_PATH,
    headers: { accept: 'application/json' },
    answerTimeoutMs: PROBE_TIMEOUT_MS,
  })
  answer.body.resume()
  if (answer.status >= 500) throw new Error('service failing')
}

/**
 * Reads (any session id will do: nobody has this one) and can write: a store that answers but
 * cannot record a sign-out would let every signed-out cookie keep working.
 */
async function revocationStoreAnswers(): Promise<void> {
  const store = getRevocationStore()
  await store.isRevoked('readiness-probe')
  try {
    await store.writable?.()
  } catch {
    throw new NotAnswering('sign-outs cannot be recorded')
  }
}

/**
 * The workspace: a query on one of its own tables, so a server that answers without the studio's
 * schema (another database on the port) does not pass. Bounded by PROBE_TIMEOUT_MS like the rest.
 */
async function workspaceAnswers(): Promise<void> {
  if (!getEnv().DATABASE_URL) {
    throw new NotAnswering('the studio was started without its database')
  }
  let db
  try {
    ;({ db } = await workspaceDatabase())
  } catch {
    throw new NotAnswering('its database cannot be reached')
  }
  try {
    await db
      .selectFrom('tracked_jobs')
      .select(sql<number>`1`.as('one'))
      .limit(1)
      .execute()
  } catch {
    throw new NotAnswering('its tables cannot be read')
  }
}

/** What `/api/ready` asks, in this order. A new shared dependency is one more line here. */
export const READINESS_CHECKS: readonly ReadinessCheck[] = [
  { name: 'service', probe: serviceAnswers },
  { name: 'revocation_store', probe: revocationStoreAnswers },
  { name: 'database', probe: workspaceAnswers, optional: true },
]

const LATE = Symbol('late')

/**
 * A check's probe, bounded in time. A probe still running from an earlier round is waited on
 * again rather than started twice, so a dependency that hangs holds one probe, never a pile.
 */
const running = new WeakMap<ReadinessCheck, Promise<void>>()
function outcomeOf(check: ReadinessCheck, ms: number): Promise<CheckResult> {
  let probe = running.get(check)
  if (!probe) {
    probe = Promise.resolve()
      .then(check.probe)
      .finally(() => running.delete(check))
    running.set(check, probe)
  }
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), ms)
  })
  return Promise.race([probe, late])
    .then(
      (value): CheckResult => (value === LATE ? inWords(check, null) : 'ok'),
      (error: unknown) => inWords(check, error),
    )
    .finally(() => clearTimeout(timer))
}

function inWords(check: ReadinessCheck, error: unknown): CheckResult {
  const words =
    error instanceof NotAnswering ? error.message : error ? 'unreachable' : 'no answer in time'
  if (check.optional) return `degraded: ${words === 'unreachable' ? 'it cannot be reached' : words}`
  return words === 'no answer in time' ? 'unreachable' : words
}

/** Runs every check at once, each bounded; not ready while shutting down, whatever they say. */
export async function readiness(
  checks: readonly ReadinessCheck[] = READINESS_CHECKS,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<Readiness> {
  const results = await Promise.all(checks.map((check) => outcomeOf(check, timeoutMs)))
  const named = Object.fromEntries(checks.map((check, i) => [check.name, results[i]!] as const))
  const decided = checks.every((check, i) => check.optional || results[i] === 'ok')
  return { ready: !isDraining() && decided, checks: named }
}

/**
 * Readiness as `/api/ready` answers it. Callers at the same moment share one round of probes, and
 * its answer serves everyone for `cacheMs` after it ends: however often the route is called (it
 * needs no key), the dependencies are asked at most about once a second. Draining is read fresh.
 */
export function sharedRounds(
  checks: readonly ReadinessCheck[] = READINESS_CHECKS,
  cacheMs = READINESS_CACHE_MS,
): () => Promise<Readiness> {
  let last: { answer: Promise<Readiness>; settledAt: number | null } | undefined
  return async () => {
    const stale = last?.settledAt != null && Date.now() - last.settledAt >= cacheMs
    if (!last || stale) {
      const round = { answer: readiness(checks), settledAt: null as number | null }
      void round.answer.finally(() => (round.settledAt = Date.now()))
      last = round
    }
    const { ready, checks: named } = await last.answer
    return { ready: ready && !isDraining(), checks: named }
  }
}

export const sharedReadiness = sharedRounds()
