import 'server-only'
import { sql } from 'kysely'
import type { RunsDatabase } from './tables'

/** How long the pacing ledger keeps a start: two windows of the longest limit. */
const LEDGER_KEEP_MS = 2 * 60_000

/**
 * What the driver's pacing reads and learns for one account (lib/jobs/pacing.ts plans with it):
 * the starts sent lately per route group, the browser's jobs whose polls share the read limit, the
 * limit the service named, and a 429's wait, which holds every open run of the account.
 */
export function pacingStore(db: RunsDatabase, account: string) {
  return {
    /** Starts of the group sent for the account within the ledger's keep (ms since epoch). */
    async recentStarts(group: string, now: number): Promise<number[]> {
      const since = new Date(now - LEDGER_KEEP_MS)
      await db
        .deleteFrom('rate_starts')
        .where('account_id', '=', account)
        .where('sent_at', '<', since)
        .execute()
      const rows = await db
        .selectFrom('rate_starts')
        .select('sent_at')
        .where('account_id', '=', account)
        .where('rate_group', '=', group)
        .where('sent_at', '>=', since)
        .execute()
      return rows.map((r) => r.sent_at.getTime())
    },

    /** When the browser's jobs it watches started: the watcher's polls share the read limit. */
    async watchedJobStarts(): Promise<number[]> {
      const rows = await db
        .selectFrom('tracked_jobs')
        .select(sql<string>`body->>'startedAt'`.as('started'))
        .where('account_id', '=', account)
        .where('settled', '=', false)
        .limit(200)
        .execute()
      return rows.flatMap((r) => {
        const t = Date.parse(r.started)
        return Number.isFinite(t) ? [t] : []
      })
    },

    /** The limit the service named for the group holds for every open run of the account. */
    async learnLimit(group: string, limit: number): Promise<void> {
      await db
        .updateTable('runs')
        .set({ rate_limit: limit })
        .where('account_id', '=', account)
        .where('rate_group', '=', group)
        .where('state', 'in', ['running', 'paused'])
        .where((eb) => eb.or([eb('rate_limit', 'is', null), eb('rate_limit', '!=', limit)]))
        .execute()
    },

    /** Every open run of the account waits out a 429 (the limit is the account's, not a run's). */
    async holdAll(group: string, until: number): Promise<void> {
      await db
        .updateTable('runs')
        .set({ not_before: new Date(until) })
        .where('account_id', '=', account)
        .where('rate_group', '=', group)
        .where('state', 'in', ['running', 'paused'])
        .execute()
    },
  }
}
