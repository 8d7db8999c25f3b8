import 'server-only'
import PgBoss from 'pg-boss'
import { driveAccount, type DriveDeps } from './drive'
import type { RunsDatabase } from './tables'

/**
 * The durable queue that keeps runs going on the studio's server, on the workspace's own
 * PostgreSQL (the embedded one or DATABASE_URL): pg-boss (docs/decisions.md §D32). A job
 * means "drive this account now": one per account may wait and one run at a time (a `stately`
 * queue keyed by the account), on whichever instance fetches it; the account's advisory lock
 * (lib/server/runs/drive.ts) keeps a second driver out even if a job outlives its instance.
 * A job of an instance that died expires and is retried elsewhere; a sweep nudges every account
 * with a run going, so a run whose job was lost continues too.
 */
export const RUN_QUEUE = 'studio-run-driver'

export interface QueueTimings {
  /** How long one job drives before it hands over to the next. */
  budgetMs: number
  /** The longest a job waits for its next turn: a nudge queued behind it waits no longer. */
  maxIdleMs: number
  /** A job not finished after this is taken as its instance's death, and retried. */
  expireSeconds: number
  /** How often expired jobs are looked for (pg-boss's maintenance). */
  maintenanceSeconds: number
  pollingSeconds: number
  /** How often every account with a run going is nudged. */
  sweepMs: number
  /** Jobs one instance runs at once (accounts driven side by side). */
  concurrency: number
}

export const DEFAULT_TIMINGS: QueueTimings = {
  budgetMs: 15_000,
  maxIdleMs: 10_000,
  // A job drives 15 s, then may finish one start (its answer waits 30 s) and one read. A dead
  // instance's turn is taken up within expiry and one maintenance pass (docs/performance.md, "A
  // run paced under the service's limit": 90 s and 30 s cost a run 2.5 minutes).
  expireSeconds: 60,
  maintenanceSeconds: 15,
  pollingSeconds: 1,
  sweepMs: 60_000,
  concurrency: 4,
}

export interface RunQueue {
  /** Asks for the account to be driven now (a new run, a resume). */
  nudge(account: string): Promise<void>
  stop(): Promise<void>
}

interface Tick {
  account: string
}

export async function startRunQueue(options: {
  databaseUrl: string
  deps: DriveDeps
  timings?: Partial<QueueTimings>
  /** Only sends jobs (a route's nudge), never drives. */
  driving?: boolean
}): Promise<RunQueue> {
  const t = { ...DEFAULT_TIMINGS, ...options.timings }
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    max: 2 + t.concurrency,
    application_name: 'media-studio-runs',
    maintenanceIntervalSeconds: t.maintenanceSeconds,
  })
  boss.on('error', (error) => console.warn(`[runs] queue: ${error.message}`))
  await boss.start()
  await boss.createQueue(RUN_QUEUE, {
    name: RUN_QUEUE,
    policy: 'stately',
    expireInSeconds: t.expireSeconds,
    retryLimit: 1000,
    retryDelay: 1,
    retryBackoff: true,
    retentionMinutes: 60,
  })
  const send = (account: string, at?: number) =>
    boss.send(RUN_QUEUE, { account } satisfies Tick, {
      singletonKey: account,
      ...(at !== undefined ? { startAfter: new Date(at) } : {}),
    })

  let sweep: NodeJS.Timeout | undefined
  if (options.driving !== false) {
    const { deps } = options
    const drive = async ([job]: PgBoss.Job<Tick>[]) => {
      if (!job) return
      const { account } = job.data
      const result = await driveAccount(deps, account, t.budgetMs)
      // Another driver holds the account: it schedules its own next turn.
      if (!result.locked || result.wakeAt === null) return
      await send(account, Math.min(result.wakeAt, deps.now() + t.maxIdleMs))
    }
    for (let i = 0; i < t.concurrency; i += 1) {
      await boss.work<Tick>(
        RUN_QUEUE,
        { pollingIntervalSeconds: t.pollingSeconds, batchSize: 1 },
        drive,
      )
    }
    sweep = setInterval(() => void nudgeOpenAccounts(deps.db, send), t.sweepMs)
    sweep.unref()
    void nudgeOpenAccounts(deps.db, send)
  }
  return {
    async nudge(account) {
      await send(account)
    },
    async stop() {
      clearInterval(sweep)
      await boss.stop({ graceful: true, wait: true, timeout: 5000 })
    },
  }
}

/** Every account with a run going gets a turn (queued turns make this one a no-op). */
async function nudgeOpenAccounts(db: RunsDatabase, send: (account: string) => Promise<unknown>) {
  try {
    const rows = await db
      .selectFrom('runs')
      .select('account_id')
      .distinct()
      .where('state', 'in', ['running', 'paused'])
      .where('sealed_key', 'is not', null)
      .limit(1000)
      .execute()
    for (const { account_id } of rows) await send(account_id)
  } catch (error) {
    console.warn(`[runs] sweep: ${error instanceof Error ? error.message : String(error)}`)
  }
}
