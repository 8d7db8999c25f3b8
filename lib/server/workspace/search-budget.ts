import 'server-only'
import { sql, type Kysely } from 'kysely'
import type { WorkspaceTables } from './tables'

/**
 * The reads of the history the studio makes on its own for an account's index: a quarter of the
 * service's 120 reads a minute (docs/service-contract.md §8), so the pages' own reads (polling
 * jobs above all) keep three quarters. A bucket of READS_BURST refilled at READS_PER_MINUTE minus
 * the burst: no minute ever holds more than READS_PER_MINUTE of them. Kept in the database, so
 * every instance of the studio spends from the same bucket, on the database's clock.
 */
export const SEARCH_READS = { perMinute: 30, burst: 10 } as const
const REFILL_PER_SECOND = (SEARCH_READS.perMinute - SEARCH_READS.burst) / 60

export function searchBudget(db: Kysely<WorkspaceTables>, account: string) {
  const refilled = sql`least(${SEARCH_READS.burst}::float8, b.tokens + extract(epoch from (now() - b.at)) * ${REFILL_PER_SECOND}::float8)`
  return {
    /**
     * Takes one read from the bucket, leaving at least `keep` in it: false when it holds too few or
     * the service asked to wait. Reads that reach back leave some for the searches' fresh reads.
     */
    async take(keep = 0): Promise<boolean> {
      const { rows } = await sql`
        insert into search_budget as b (account_id, tokens, at)
        values (${account}, ${SEARCH_READS.burst - 1}, now())
        on conflict (account_id) do update set tokens = ${refilled} - 1, at = now()
        where ${refilled} >= ${1 + keep}::float8 and (b.paused_until is null or b.paused_until <= now())
        returning b.tokens`.execute(db)
      return rows.length > 0
    },

    /** The service said too many (429): no read of the studio's own until it says it may. */
    async pause(seconds: number): Promise<void> {
      const wait = Math.min(Math.max(seconds, 1), 600)
      await sql`
        insert into search_budget as b (account_id, tokens, at, paused_until)
        values (${account}, 0, now(), now() + make_interval(secs => ${wait}))
        on conflict (account_id) do update set
          paused_until = greatest(coalesce(b.paused_until, now()), now() + make_interval(secs => ${wait}))`.execute(
        db,
      )
    },
  }
}
