import 'server-only'
import { sql, type AnyColumn, type Kysely, type RawBuilder } from 'kysely'
import { FINISHED_KEEP_MS } from '@/lib/studio-api/finished-keep'
import type { WorkspaceTables } from './tables'

/**
 * How much of each record the workspace keeps per account (docs/architecture.md, "What the
 * workspace keeps"). The studio writes these rows as a person works: a submission, a job, a
 * prompt, a question announced. Nothing a person does would pass these bounds, and a client that
 * writes without end (a loop, a hostile script) makes the oldest go instead of the database grow.
 */
export const WORKSPACE_KEEPS = {
  /** Submissions whose reply has not come: one is older than a day long before 50 follow it. */
  pendingSubmissions: 50,
  /** Jobs still running, as far as the tray knows: the tray reads them all. */
  unsettledJobs: 200,
  /** Jobs finished within the day, the newest: the tray reads them beside the running ones. */
  finishedJobs: 200,
  /** Links from an output to what it was made from, the newest: the gallery reads no more. */
  lineageLinks: 5000,
  /** Prompts in the history, the newest (a person's months of work). */
  prompts: 2000,
  /** Questions marked announced: a question's window is hours, 500 marks are weeks. */
  announcedMarks: 500,
} as const

const MIB = 1024 * 1024

/**
 * What the records of free text may take on disk per account (PostgreSQL's stored size, after its
 * compression), beside their number: a prompt may be 32,000 characters and a story's options
 * 64 KiB, so 2,000 of them at their longest would be half a gigabyte. A history of typical
 * prompts (a few hundred characters) stays far inside; a history of the longest keeps the
 * newest that fit.
 */
export const WORKSPACE_BYTES = {
  /** The prompt history (prompt and options), the newest kept. */
  prompts: 8 * MIB,
  /** Submissions waiting for their reply, the newest kept. */
  pendingSubmissions: 2 * MIB,
  /** An account's presets: a save past it is refused in words (nothing is dropped). */
  presets: 4 * MIB,
} as const

type Kept =
  'pending_submissions' | 'tracked_jobs' | 'prompt_history' | 'announced_questions' | 'lineage'

/**
 * Deletes this account's rows of `table` beyond the newest `keep` (by `newest`, among the rows
 * `among` selects), and, given `bytes`, beyond the newest whose stored size (`size`, summed from
 * the newest) fits in `bytes.budget`. Rows are named by their physical id (`ctid`), so a table
 * with a key of any shape is trimmed by one statement. `newest` is one of the table's own columns,
 * checked when the code is compiled: the statement is raw SQL, and a misspelt column would fail
 * only when it ran. Run it under the account's lock (account-lock.ts): two trims at once could
 * each delete what the other kept.
 */
export async function keepNewest<Table extends Kept>(
  db: Kysely<WorkspaceTables>,
  account: string,
  trim: {
    table: Table
    newest: AnyColumn<WorkspaceTables, Table>
    keep: number
    among?: RawBuilder<boolean>
    bytes?: { budget: number; size: RawBuilder<number> }
  },
): Promise<void> {
  const { table, newest, keep } = trim
  const among = trim.among ?? sql<boolean>`true`
  if (!trim.bytes) {
    await sql`
      delete from ${sql.table(table)}
      where account_id = ${account} and ctid in (
        select ctid from ${sql.table(table)}
        where account_id = ${account} and ${among}
        order by ${sql.ref(newest)} desc
        offset ${keep}
      )`.execute(db)
    return
  }
  await sql`
    delete from ${sql.table(table)}
    where account_id = ${account} and ctid in (
      select ctid from (
        select ctid,
          row_number() over newest_first as place,
          sum(${trim.bytes.size}) over newest_first as held
        from ${sql.table(table)}
        where account_id = ${account} and ${among}
        window newest_first as (order by ${sql.ref(newest)} desc, ctid)
      ) ranked
      where place > ${keep} or held > ${trim.bytes.budget}
    )`.execute(db)
}

/** The stored size of a prompt history row's words and options (toasted values are not read). */
export const promptRowSize = sql<number>`pg_column_size(prompt) + pg_column_size(options)`

/**
 * After a job is saved: its account's finished jobs past a day go, and running and finished ones
 * past their bounds, each counted apart so that finished jobs never push a running one out.
 */
export async function trimTrackedJobs(db: Kysely<WorkspaceTables>, account: string): Promise<void> {
  await db
    .deleteFrom('tracked_jobs')
    .where('account_id', '=', account)
    .where('settled', '=', true)
    .where('updated_at', '<', new Date(Date.now() - FINISHED_KEEP_MS))
    .execute()
  for (const settled of [false, true]) {
    await keepNewest(db, account, {
      table: 'tracked_jobs',
      newest: 'updated_at',
      keep: settled ? WORKSPACE_KEEPS.finishedJobs : WORKSPACE_KEEPS.unsettledJobs,
      among: sql<boolean>`settled = ${settled}`,
    })
  }
}
