import 'server-only'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { getEnv } from '@/lib/config/env'
import { onShutdown } from '../shutdown'
import { StudioError } from '../studio-error'
import { migrate } from './migrations'
import type { WorkspaceTables } from './tables'

/**
 * The studio's connection to its own database: always the PostgreSQL protocol through one driver
 * (node-postgres) and a pool of several connections, whether the server is the embedded
 * PostgreSQL `npm start` runs beside the studio or one named by DATABASE_URL. Migrations run once
 * per process before the first query, and again after a failure (the database may come back).
 */
export interface WorkspaceDatabase {
  db: Kysely<WorkspaceTables>
  /** Resolves once the schema is current; rejects (and is retried by the next call) while down. */
  ready(): Promise<void>
  close(): Promise<void>
}

/** Connections one studio instance keeps to the database by default (DATABASE_POOL_SIZE). */
export const DEFAULT_POOL_SIZE = 10
/**
 * The server ends any statement running longer (a search through a long history): a request
 * never holds a connection past it, and is answered in words instead.
 */
export const STATEMENT_TIMEOUT_MS = 5000

export function openWorkspaceDatabase(
  url: string,
  options: { poolSize?: number } = {},
): WorkspaceDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    // A database that is down answers in words within seconds, never hangs a request (a refused
    // connection fails at once; this bounds a server that accepts but is too busy to answer).
    connectionTimeoutMillis: 10_000,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: 10_000,
    query_timeout: 10_000,
    idleTimeoutMillis: 30_000,
  })
  // A connection the server drops (idle in the pool or in use: a restart, kill -9) must not take
  // the studio down: the query in flight fails and is answered in words, and the pool discards
  // the connection and opens a new one for the next request.
  const lost = (error: Error) => console.warn(`[workspace] connection lost: ${error.message}`)
  pool.on('error', lost)
  pool.on('connect', (client) => client.on('error', lost))
  const db = new Kysely<WorkspaceTables>({ dialect: new PostgresDialect({ pool }) })
  let migrated: Promise<void> | null = null
  return {
    db,
    ready() {
      migrated ??= migrateWithoutTimeout(db).catch((error: unknown) => {
        migrated = null
        throw error
      })
      return migrated
    },
    close: () => db.destroy(),
  }
}

/**
 * Migrations run on one connection without the statement timeout: a step may take longer than a
 * request may (an index built over a large table), and an instance that waits for another's
 * migration to finish waits on its lock.
 */
function migrateWithoutTimeout(db: Kysely<WorkspaceTables>): Promise<void> {
  return db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection)
    try {
      await migrate(connection as Kysely<unknown>)
    } finally {
      await sql`reset statement_timeout`.execute(connection)
    }
  })
}

export const workspaceUnavailable = (why = 'it cannot be reached') =>
  new StudioError(
    503,
    'workspace_unavailable',
    `Your saved workspace (tray, drafts, lineage) is unavailable right now because ${why}. ` +
      'Nothing is lost: this browser keeps what you do and saves it when the workspace is back.',
  )

// One pool per process, even when Next loads this module once per route bundle.
const SHARED = Symbol.for('media-studio.workspace-database')
type Holder = { [SHARED]?: WorkspaceDatabase }

/** The studio's database as configured, schema current; a 503 in words when it is not there. */
export async function workspaceDatabase(): Promise<WorkspaceDatabase> {
  const env = getEnv()
  if (!env.DATABASE_URL) throw workspaceUnavailable('the studio was started without its database')
  const holder = globalThis as Holder
  let database = holder[SHARED]
  if (!database) {
    database = holder[SHARED] = openWorkspaceDatabase(env.DATABASE_URL, {
      poolSize: env.DATABASE_POOL_SIZE,
    })
    // Registered once with the pool itself (the pool is shared by every bundle): a stopping
    // instance ends its connections instead of leaving them to the server's timeout.
    onShutdown('workspace database', database.close)
  }
  try {
    await database.ready()
  } catch (error) {
    console.warn(`[workspace] ${error instanceof Error ? error.message : String(error)}`)
    throw workspaceUnavailable()
  }
  return database
}

/**
 * Whether this instance was given a workspace database at all. `npm start` always gives one
 * (its embedded database, or DATABASE_URL): only an instance started otherwise without
 * DATABASE_URL runs without, and says so in words on every workspace feature.
 */
export const workspaceConfigured = (): boolean => Boolean(getEnv().DATABASE_URL)

/**
 * For readiness checks (`/api/ready`): whether the database answers a query now (false when not
 * configured, down, or not taking connections, e.g. while `npm start` restarts it).
 */
export async function pingDatabase(): Promise<boolean> {
  try {
    const { db } = await workspaceDatabase()
    await sql`select 1`.execute(db)
    return true
  } catch {
    return false
  }
}

/**
 * What `/api/ready` can say of the workspace in one word: not configured (an instance started
 * without DATABASE_URL outside `npm start`, which serves everything else and says so on the
 * workspace's features), reachable, or unreachable (down, or restarting under `npm start`).
 */
export async function workspaceReachability(): Promise<
  'not-configured' | 'reachable' | 'unreachable'
> {
  if (!workspaceConfigured()) return 'not-configured'
  return (await pingDatabase()) ? 'reachable' : 'unreachable'
}
