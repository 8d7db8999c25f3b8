import 'server-only'
import { workspaceConfigured, workspaceDatabase } from '../workspace/database'
import { sql } from 'kysely'
import { cancelWaiting } from './driver-store'
import { withRunTables, type RunsDatabase } from './tables'

/**
 * A sign-out (or a sign-in that replaces the session) stops the session's runs at once and
 * deletes their sealed keys. A database that is down cannot be told now: the driver checks the
 * sign-out itself before every step (lib/server/runs/drive.ts), and stops the runs then.
 */
export async function stopRunsOnSignOut(sessionId: string): Promise<void> {
  if (!workspaceConfigured()) return
  try {
    const { db } = await workspaceDatabase()
    await stopRunsOfSession(withRunTables(db), sessionId)
  } catch (error) {
    console.warn(`[runs] sign-out: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/**
 * Sign-out: every run started under the session stops at once, what it never sent is cancelled
 * and its sealed key is deleted (any account: the session names its own).
 */
export async function stopRunsOfSession(db: RunsDatabase, sessionId: string): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const stopped = await tx
      .updateTable('runs')
      .set({
        state: sql`case when state in ('running', 'paused') then 'stopped' else state end`,
        reason: sql`case when state in ('running', 'paused') then ${'You signed out, so the run stopped: nothing more was sent.'} else reason end`,
        sealed_key: null,
        next_start_at: null,
        updated_at: sql`now()`,
      })
      .where('session_id', '=', sessionId)
      .where('sealed_key', 'is not', null)
      .returning(['account_id', 'run_id'])
      .execute()
    for (const { account_id, run_id } of stopped) await cancelWaiting(tx, account_id, run_id)
    return stopped.length
  })
}
