import 'server-only'
import type { RateGroup } from '@/lib/api/routes'
import { accountIdOf } from '../account'
import { workspaceConfigured, workspaceDatabase } from '../workspace/database'
import { withRunTables } from './tables'

/** The groups of paid starts a run paces by (docs/service-contract.md §8). */
const PACED: readonly RateGroup[] = ['media', 'music', 'dialogue']

/**
 * A start the browser sends through the proxy joins the account's pacing ledger, so a run going
 * at the same time leaves it its share of the limit (lib/jobs/pacing.ts). Written beside the
 * start, never before it: a ledger that cannot be written never holds a person's click back.
 */
export function noteBrowserStart(apiKey: string, method: string, group: RateGroup): void {
  if (method !== 'POST' || !PACED.includes(group) || !workspaceConfigured()) return
  void (async () => {
    const { db } = await workspaceDatabase()
    await withRunTables(db)
      .insertInto('rate_starts')
      .values({ account_id: accountIdOf(apiKey), rate_group: group })
      .execute()
  })().catch(() => {})
}
