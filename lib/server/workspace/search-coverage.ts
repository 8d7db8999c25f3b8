import 'server-only'
import { sql, type Kysely } from 'kysely'
import type { IndexCoverage } from '@/lib/studio-api/search'
import {
  merged,
  provenFor,
  sliceKey,
  type KnownValues,
  type Proven,
  type Slice,
} from '../search/coverage'
import { underAccountLock } from './account-lock'
import { parsed } from './rows'
import { SEARCH_KEEPS } from './search-index'
import { CountSinceRow, ProofRow, ReadAtRow, SeenValueRow } from './search-rows'
import type { WorkspaceTables } from './tables'

/** Slices an account's records keep, the most recently read (a model by status by type: plenty). */
const COVERAGE_KEEPS = 5000

/**
 * What the reads that filled an account's index proved (lib/server/search/coverage.ts), kept per
 * slice. A read recorded joins the slice's earlier proof in one transaction with its row locked,
 * so two reads recorded at once both count.
 */
export function searchCoverage(db: Kysely<WorkspaceTables>, account: string) {
  const records = async (): Promise<Map<string, Proven>> => {
    const rows = await db
      .selectFrom('search_coverage')
      .select(['slice', 'proven_from', 'proven_to'])
      .where('account_id', '=', account)
      .orderBy('read_at', 'desc')
      .limit(COVERAGE_KEEPS)
      .execute()
    return new Map(
      parsed(ProofRow, rows).map((r) => [r.slice, { from: r.proven_from, to: r.proven_to }]),
    )
  }

  return {
    records,

    async record(slice: Slice, proof: Proven): Promise<void> {
      const key = sliceKey(slice)
      // Under the account's lock: the join of two reads of one slice and the trim below never
      // interleave (docs/decisions.md §D33).
      await underAccountLock(db, account, async (trx) => {
        const kept = await trx
          .selectFrom('search_coverage')
          .select(['proven_from', 'proven_to'])
          .where('account_id', '=', account)
          .where('slice', '=', key)
          .forUpdate()
          .executeTakeFirst()
        const held = ProofRow.omit({ slice: true }).safeParse(kept)
        const next = merged(
          held.success ? { from: held.data.proven_from, to: held.data.proven_to } : undefined,
          proof,
        )
        await trx
          .insertInto('search_coverage')
          .values({
            account_id: account,
            slice: key,
            proven_from: next.from,
            proven_to: next.to,
          })
          .onConflict((oc) =>
            oc.columns(['account_id', 'slice']).doUpdateSet({
              proven_from: next.from,
              proven_to: next.to,
              read_at: sql`now()`,
            }),
          )
          .execute()
        await sql`
          delete from search_coverage where account_id = ${account} and ctid in (
            select ctid from search_coverage where account_id = ${account}
            order by read_at desc offset ${COVERAGE_KEEPS}
          )`.execute(trx)
      })
    },

    /** When the whole history was last read (the newest items), or null when never. */
    async lastRead(): Promise<Date | null> {
      const row = await db
        .selectFrom('search_coverage')
        .select('read_at')
        .where('account_id', '=', account)
        .where('slice', '=', '')
        .executeTakeFirst()
      const read = ReadAtRow.safeParse(row)
      return read.success ? read.data.read_at : null
    },

    /** The values the index has seen for each filter, to join with what the catalog lists. */
    async seenValues(): Promise<KnownValues> {
      const answer = await sql`
        select distinct 'model' as dimension, model as value from search_items
          where account_id = ${account} and model is not null
        union select distinct 'status', status from search_items
          where account_id = ${account} and status <> ''
        union select distinct 'generation_type', generation_type from search_items
          where account_id = ${account} and generation_type is not null
        limit 2000`.execute(db)
      const rows = parsed(SeenValueRow, answer.rows)
      const of = (d: string) => rows.filter((r) => r.dimension === d).map((r) => r.value)
      return { model: of('model'), status: of('status'), generation_type: of('generation_type') }
    },

    /**
     * In words' terms: how many results the index holds and from when it holds all of them. An
     * index trimmed to its bounds holds nothing older than its oldest result.
     */
    async coverage(known: KnownValues): Promise<IndexCoverage> {
      const [proofs, counted, trims] = await Promise.all([
        records(),
        sql`
          select count(*)::int as n, min(created_at) as oldest
          from search_items where account_id = ${account}`.execute(db),
        sql`select 1 from search_trims where account_id = ${account}`.execute(db),
      ])
      const count = CountSinceRow.safeParse(counted.rows[0])
      const items = count.success ? count.data.n : 0
      const oldest = count.success ? count.data.oldest : null
      const proof = provenFor({}, proofs, known)
      let from = proof ? proof.from : new Date()
      const trimmed = trims.rows.length > 0 || items >= SEARCH_KEEPS.items
      if (trimmed && oldest && (from === null || from < oldest)) from = oldest
      return {
        items,
        completeSince: from === null ? null : from.toISOString(),
        complete: from === null,
      }
    },
  }
}
