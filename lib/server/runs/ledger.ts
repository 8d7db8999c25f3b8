import 'server-only'
import type { RateGroup } from '@/lib/api/routes'
import { accountIdOf } from '../account'
import { workspaceConfigured, workspaceDatabase } from '../workspace/database'
import { withRunTables } from './tables'

/** The groups of paid starts a run paces by (docs/service-contract.md §8). */
const PACED: readonly RateGroup[] = ['media', 'music', 'dialogue']

/**
 * A POST to a start route that is not a run's joins the account's pacing ledger, so a run going
 * at the same time leaves it its share of the limit (lib/jobs/pacing.ts): a start the browser
 * sends through the relay, and the free key check (lib/server/key-permissions.ts), which the
 * service counts against the same limit although it starts nothing. Written beside the POST,
 * never before it: a ledger that cannot be written never holds a person's click back.
 */
export function notePacedPost(apiKey: string, method: string, group: RateGroup): void {
  if (method !== 'POST' || !PACED.includes(group) || !workspaceConfigured()) return
  void (async () => {
    const { db } = await workspaceDatabase()
    await withRunTables(db)
      .insertInto('rate_starts')
      .values({ account_id: accountIdOf(apiKey), rate_group: group })
      .execute()
  })().catch(() => {})
}
