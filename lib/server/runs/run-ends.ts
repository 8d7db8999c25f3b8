import 'server-only'
import { sql } from 'kysely'
import type { RunsDatabase } from './tables'

/**
 * Whether the asking tab is the one to tell the account that a run ended. Every tab of every
 * device that sees the run end asks; the server's row answers yes once (the first to ask), so the
 * toast and the notification are said once per run, however many tabs are open. A run sent again
 * (retry) is told of again when it ends again (run-store.ts clears the mark). Another account's
 * run, or one still going, is never told.
 */
export async function claimRunEnd(
  db: RunsDatabase,
  account: string,
  runId: string,
): Promise<boolean> {
  const told = await db
    .updateTable('runs')
    .set({ end_told_at: sql`now()` })
    .where('account_id', '=', account)
    .where('run_id', '=', runId)
    .where('state', 'in', ['done', 'stopped'])
    .where('end_told_at', 'is', null)
    .returning('run_id')
    .executeTakeFirst()
  return told !== undefined
}
