import 'server-only'
import { sql } from 'kysely'
import { routePath, type RateGroup } from '@/lib/api/routes'
import { RUN_KIND_DEFS } from '@/lib/api/run-kinds'
import { errorMessage } from '@/lib/errors/messages'
import { sendPaidStart } from '@/lib/jobs/paid-start'
import {
  limitNamed,
  limitOf,
  nextStartAt,
  readIntervalMs,
  watcherReadsPerMinute,
  type Limit,
} from '@/lib/jobs/pacing'
import { driverStore, type DrivenItem, type DrivenRun, type DriverStore } from './driver-store'
import { followUp } from './follow-up'
import { unsealRunKey } from './sealed-key'
import type { ServiceCalls } from './service-calls'
import type { RunsDatabase } from './tables'

/**
 * One turn of an account's driver: while it holds the account's lock (one driver per account, on
 * any number of studio instances), it follows the jobs already made, reconciles answers that were
 * lost, and sends what the pacing plan allows, by the paid-start rule (lib/jobs/paid-start.ts);
 * it sleeps between steps up to its budget, then says when it wants to run again.
 */
export interface DriveDeps {
  db: RunsDatabase
  service: ServiceCalls
  isRevoked(sid: string): Promise<boolean>
  now(): number
  sleep(ms: number): Promise<void>
  /** The session secret the keys are sealed with (default: the studio's). */
  secret?: string
}

export interface DriveResult {
  /** False when another driver holds the account. */
  locked: boolean
  /** When to run again; null when nothing is left to do until a person acts. */
  wakeAt: number | null
}

/** Advisory locks of the run drivers: one per account (hashtext), in a space of their own. */
const LOCK_SPACE = 0x52554e
/** The fastest the driver reads the history while it follows jobs. */
const FASTEST_READ_MS = 5000
/** A service not reached is tried again after this pause. */
const NOT_REACHED_PAUSE_MS = 5000

const SIGNED_OUT = 'You signed out, so the run stopped: nothing more was sent.'
const SESSION_ENDED =
  'The sign-in that started this run has ended, so it stopped: nothing more was sent.'
const CREDITS_OUT =
  'Your credits ran out before the rest could be sent. Top up, then resume: nothing was lost.'

export async function driveAccount(
  deps: DriveDeps,
  account: string,
  budgetMs: number,
): Promise<DriveResult> {
  return deps.db.connection().execute(async (conn) => {
    const { rows } = await sql<{
      locked: boolean
    }>`select pg_try_advisory_lock(${LOCK_SPACE}, hashtext(${account})) as locked`.execute(conn)
    if (!rows[0]?.locked) return { locked: false, wakeAt: null }
    try {
      return await driveLocked(deps, driverStore(conn, account), budgetMs)
    } finally {
      await sql`select pg_advisory_unlock(${LOCK_SPACE}, hashtext(${account}))`
        .execute(conn)
        .catch(() => {})
    }
  })
}

interface LiveRun extends DrivenRun {
  apiKey: string
}

/** Runs whose key is still good; the others stop at once and lose their key. */
async function liveRuns(deps: DriveDeps, store: DriverStore): Promise<LiveRun[]> {
  const live: LiveRun[] = []
  for (const run of await store.openRuns()) {
    const key = await unsealRunKey(run.sealedKey, deps.secret)
    if (!key) await store.stop(run.runId, SESSION_ENDED)
    else if (await deps.isRevoked(key.sid)) await store.stop(run.runId, SIGNED_OUT)
    else live.push({ ...run, apiKey: key.apiKey })
  }
  return live
}

async function driveLocked(deps: DriveDeps, store: DriverStore, budgetMs: number) {
  // This driver holds the lock: an item another left sending has lost its answer.
  await store.orphansAreLost()
  const until = deps.now() + budgetMs
  let nextReadAt = 0
  for (;;) {
    const now = deps.now()
    const runs = await liveRuns(deps, store)
    if (runs.length === 0) return { locked: true, wakeAt: null }
    const items = await store.openItems(runs.map((r) => r.runId))
    const following = items.filter((i) => i.state === 'started' || i.state === 'lost')
    if (following.length && now >= nextReadAt) {
      await followUp(deps, store, runs[0]!.apiKey, following, now)
      const watched = watcherReadsPerMinute(await store.watchedJobStarts(), now)
      nextReadAt = now + readIntervalMs(watched, FASTEST_READ_MS)
      continue
    }
    for (const run of runs) {
      if (!items.some((i) => i.runId === run.runId)) {
        await store.setRun(run.runId, { state: 'done', dropKey: true, nextStartAt: null })
      }
    }
    let wakeAt = following.length ? nextReadAt : Infinity
    // While an answer is lost, nothing more is sent: the history decides first. Each rate group
    // is paced on its own (docs/service-contract.md §8): songs waiting on the music limit never
    // hold back images, nor images songs.
    const waiting = following.some((i) => i.state === 'lost')
      ? []
      : items.filter((i) => i.state === 'waiting' && runOf(runs, i)?.state === 'running')
    const firstOfGroup = new Map<string, DrivenItem>()
    for (const item of waiting) {
      const group = runOf(runs, item)!.rateGroup
      if (!firstOfGroup.has(group)) firstOfGroup.set(group, item)
    }
    let sent = false
    for (const next of firstOfGroup.values()) {
      const run = runOf(runs, next)!
      const group = run.rateGroup as RateGroup
      const limit = limitFor(group, runs)
      const recent = await store.recentStarts(group, now)
      const held = runs.filter((r) => r.rateGroup === group).map((r) => r.notBefore ?? 0)
      const at = nextStartAt({ ...limit, now, sent: recent, notBefore: Math.max(0, ...held) })
      if (at <= now) {
        await sendItem(deps, store, run, next)
        sent = true
        break
      }
      await store.setRun(run.runId, { nextStartAt: at })
      wakeAt = Math.min(wakeAt, at)
    }
    if (sent) continue
    if (wakeAt === Infinity) return { locked: true, wakeAt: null }
    if (wakeAt > until) return { locked: true, wakeAt }
    await deps.sleep(Math.max(0, wakeAt - deps.now()))
  }
}

const runOf = (runs: LiveRun[], item: DrivenItem) => runs.find((r) => r.runId === item.runId)

/** The contract's limit for the group, or the lower one the service named. */
function limitFor(group: RateGroup, runs: readonly DrivenRun[]): Limit {
  const contract = limitOf(group)
  const named = runs.flatMap((r) => (r.rateGroup === group && r.rateLimit ? [r.rateLimit] : []))
  return { ...contract, limit: Math.min(contract.limit, ...named) }
}

class NoLongerWaiting extends Error {}

/** One item, by the paid-start rule: recorded (claimed) before its one POST. */
async function sendItem(deps: DriveDeps, store: DriverStore, run: LiveRun, item: DrivenItem) {
  const group = run.rateGroup as RateGroup
  const limit = limitOf(group)
  let named: number | null = null
  try {
    // The item's kind names its route, its accepted answer and who follows the job.
    const kind = RUN_KIND_DEFS[item.kind]
    const outcome = await sendPaidStart(
      { kind: kind.jobKind, schema: kind.accepted, limit },
      {
        async record() {
          const claimed = await store.claim(item, group, deps.now())
          if (!claimed) throw new NoLongerWaiting()
        },
        async post() {
          const answer = await deps.service.start(run.apiKey, routePath(kind.startRoute), item.body)
          if ('status' in answer) named = limitNamed(answer)
          return answer
        },
        async settle(outcome) {
          // Each goes again later, unless the run was cancelled or signed out during the POST.
          switch (outcome.kind) {
            case 'accepted':
              return store.settle(item, { state: 'started', jobId: outcome.id })
            case 'rate_limited':
              // Waited out, never shown as a failure: the item goes again after the wait.
              await store.requeue(item)
              return store.holdAll(group, deps.now() + outcome.waitMs)
            case 'not_sent':
              await store.requeue(item)
              return store.holdAll(group, deps.now() + NOT_REACHED_PAUSE_MS)
            case 'refused':
              if (outcome.code === 'insufficient_credits') {
                await store.requeue(item)
                return store.setRun(run.runId, {
                  state: 'paused',
                  reason: CREDITS_OUT,
                  onlyFrom: 'running',
                })
              }
              return store.settle(item, {
                state: 'refused',
                reason: errorMessage(outcome.code, outcome.body as never, outcome.status),
              })
          }
        },
      },
    )
    if (outcome.kind === 'lost') await store.settle(item, { state: 'lost' })
    if (named !== null && named < limit.limit) await store.learnLimit(group, named)
  } catch (error) {
    if (!(error instanceof NoLongerWaiting)) throw error
  }
}
