import 'server-only'
import { workspaceConfigured, workspaceDatabase } from '../workspace/database'
import { stopRunsOfSession } from './run-store'
import { withRunTables } from './tables'

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
