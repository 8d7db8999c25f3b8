import 'server-only'
import { ROUTES } from '@/lib/api/routes'
import { getEnv } from '@/lib/config/env'
import { getRevocationStore } from './revocation'
import { isDraining } from './shutdown'
import { callUpstream } from './upstream'
import { pingDatabase } from './workspace/database'

/** One thing the studio needs to serve requests, asked whether it answers. */
export interface ReadinessCheck {
  name: string
  /** Resolves when the dependency answered; throws (or never settles) when it did not. */
  probe: () => Promise<void>
}

export interface Readiness {
  ready: boolean
  /** Each check by name: `ok`, or `unreachable` (no reason: it could name a host or a secret). */
  checks: Record<string, 'ok' | 'unreachable'>
}

/** A check that has not answered by then counts as unreachable (load balancers probe every few s). */
export const PROBE_TIMEOUT_MS = 2000

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

/** Any session id will do: the store answers "not signed out" for one nobody has. */
async function revocationStoreAnswers(): Promise<void> {
  await getRevocationStore().isRevoked('readiness-probe')
}

/**
 * The workspace store. An instance started without one (no DATABASE_URL, outside `npm start`)
 * serves everything else and says so in words on workspace features, so it is still ready.
 */
async function databaseAnswers(): Promise<void> {
  if (getEnv().DATABASE_URL && !(await pingDatabase())) throw new Error('database down')
}

/** What `/api/ready` asks, in this order. A new shared dependency is one more line here. */
export const READINESS_CHECKS: readonly ReadinessCheck[] = [
  { name: 'service', probe: serviceAnswers },
  { name: 'revocation_store', probe: revocationStoreAnswers },
  { name: 'database', probe: databaseAnswers },
]

function answersWithin(probe: () => Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  const answered = probe().then(
    () => true,
    () => false,
  )
  return Promise.race([answered, late]).finally(() => clearTimeout(timer))
}

/** Runs every check at once, each bounded; not ready while shutting down, whatever they say. */
export async function readiness(
  checks: readonly ReadinessCheck[] = READINESS_CHECKS,
  timeoutMs = PROBE_TIMEOUT_MS,
): Promise<Readiness> {
  const results = await Promise.all(checks.map((check) => answersWithin(check.probe, timeoutMs)))
  const named = Object.fromEntries(
    checks.map((check, i) => [check.name, results[i] ? 'ok' : 'unreachable'] as const),
  )
  return { ready: !isDraining() && results.every(Boolean), checks: named }
}
