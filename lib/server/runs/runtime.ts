import 'server-only'
import { getEnv } from '@/lib/config/env'
import { getRevocationStore } from '../revocation'
import { onShutdown } from '../shutdown'
import { openWorkspaceDatabase } from '../workspace/database'
import { startRunQueue, DEFAULT_TIMINGS, type QueueTimings, type RunQueue } from './queue'
import { serviceCalls } from './service-calls'
import { withRunTables, type RunsDatabase } from './tables'

/**
 * The runs' side of one studio instance: a pool of its own (so a driver's held connections never
 * starve the workspace's requests) and the queue's workers. One per process, whichever bundle
 * asks first (instrumentation.ts at start, or a run's route).
 */
export interface RunsRuntime {
  db: RunsDatabase
  queue: RunQueue
  stop(): Promise<void>
}

const SHARED = Symbol.for('media-studio.runs-runtime')
type Holder = { [SHARED]?: Promise<RunsRuntime> }

/** Starts the runs' side on a database (tests give shorter timings). */
export async function startRunsRuntime(
  url: string,
  timings: Partial<QueueTimings> = {},
): Promise<RunsRuntime> {
  const concurrency = timings.concurrency ?? DEFAULT_TIMINGS.concurrency
  const database = openWorkspaceDatabase(url, { poolSize: concurrency + 2 })
  await database.ready()
  const db = withRunTables(database.db)
  const queue = await startRunQueue({
    databaseUrl: url,
    deps: {
      db,
      service: serviceCalls,
      isRevoked: (sid) => getRevocationStore().isRevoked(sid),
      now: Date.now,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    },
    timings,
  })
  const stop = async () => {
    await queue.stop()
    await database.close()
  }
  return { db, queue, stop }
}

/** This instance's runs runtime, started on first use; rejects (and is retried) while the database is down. */
export function runsRuntime(): Promise<RunsRuntime> {
  const url = getEnv().DATABASE_URL
  if (!url) return Promise.reject(new Error('The studio was started without its database.'))
  const holder = globalThis as Holder
  if (!holder[SHARED]) {
    holder[SHARED] = startRunsRuntime(url).catch((error: unknown) => {
      delete holder[SHARED]
      throw error
    })
    void holder[SHARED].then(
      (runtime) => onShutdown('runs', runtime.stop),
      () => {},
    )
  }
  return holder[SHARED]
}

/** Makes `runtime` this process's runs runtime (tests, with their own timings). */
export function installRunsRuntime(runtime: RunsRuntime): void {
  ;(globalThis as Holder)[SHARED] = Promise.resolve(runtime)
}
