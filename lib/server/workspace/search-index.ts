import 'server-only'
import { sql, type Kysely } from 'kysely'
import type { StoredRow } from '../search/index-rows'
import { underAccountLock } from './account-lock'
import { storable, storableJson } from './rows'
import type { WorkspaceTables } from './tables'

/**
 * The most results an account's index keeps, the newest: years of a busy account's work. An
 * account past it loses its oldest from search (never from the service), and the words saying from
 * which date the index may be incomplete never reach past the oldest result kept (`searchCoverage`).
 */
export const SEARCH_KEEPS = { items: 50_000, tagsPerItem: 20, tags: 20_000, ratings: 50_000 }

/** How complete a record is, to draw a tile from: a history item beats one made from a status. */
const RECORD_RANK = { studio: 0, status: 1, history: 2 } as const
export type RecordSource = keyof typeof RECORD_RANK

const key = (row: StoredRow) => `${row.jobKind}\0${row.itemId}`

/**
 * Adds or refreshes results in one account's index. A result seen again keeps the best of what is
 * known: the newest status, the service's own date, the longer words, the fuller record. Every
 * statement names the account.
 */
export async function indexResults(
  db: Kysely<WorkspaceTables>,
  account: string,
  rows: readonly StoredRow[],
  source: RecordSource,
): Promise<void> {
  // One statement may not touch a row twice: the last word on a result is the one kept.
  const unique = [...new Map(rows.map((row) => [key(row), row])).values()]
  if (unique.length === 0) return
  // Under the account's lock: two writers never both trim around each other's rows, and the
  // index never holds more than its bound once a write ends (docs/decisions.md §D33).
  await underAccountLock(db, account, async (trx) => {
    await insertOrRefresh(trx, account, unique, source)
    await trimIndex(trx, account)
  })
}

async function insertOrRefresh(
  db: Kysely<WorkspaceTables>,
  account: string,
  unique: readonly StoredRow[],
  source: RecordSource,
): Promise<void> {
  await db
    .insertInto('search_items')
    .values(
      unique.map((row) => ({
        account_id: account,
        job_kind: row.jobKind,
        item_id: storable(row.itemId),
        result_kinds: row.resultKinds,
        model: row.model === null ? null : storable(row.model),
        family: row.family === null ? null : storable(row.family),
        model_name: storable(row.modelName),
        status: storable(row.status),
        generation_type: row.generationType === null ? null : storable(row.generationType),
        created_at: row.createdAt ?? sql<Date>`now()`,
        dated: row.createdAt !== null,
        prompt: storable(row.prompt),
        details: storable(row.details),
        meta: storable(row.meta),
        record: storableJson(row.record ?? { id: row.itemId, status: row.status }),
        record_rank: row.record ? RECORD_RANK[source] : -1,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['account_id', 'job_kind', 'item_id']).doUpdateSet({
        result_kinds: sql`case when cardinality(excluded.result_kinds) >= cardinality(search_items.result_kinds) then excluded.result_kinds else search_items.result_kinds end`,
        model: sql`coalesce(excluded.model, search_items.model)`,
        family: sql`coalesce(excluded.family, search_items.family)`,
        model_name: sql`case when excluded.model is not null then excluded.model_name else search_items.model_name end`,
        status: sql`excluded.status`,
        generation_type: sql`coalesce(excluded.generation_type, search_items.generation_type)`,
        created_at: sql`case when excluded.dated then excluded.created_at else search_items.created_at end`,
        dated: sql`excluded.dated or search_items.dated`,
        prompt: sql`case when length(excluded.prompt) > length(search_items.prompt) then excluded.prompt else search_items.prompt end`,
        details: sql`case when length(excluded.details) > length(search_items.details) then excluded.details else search_items.details end`,
        meta: sql`case when length(excluded.meta) > length(search_items.meta) then excluded.meta else search_items.meta end`,
        record: sql`case when excluded.record_rank >= search_items.record_rank then excluded.record else search_items.record end`,
        record_rank: sql`greatest(excluded.record_rank, search_items.record_rank)`,
        indexed_at: sql`now()`,
      }),
    )
    .execute()
}

/** Keeps the newest SEARCH_KEEPS.items results of the account; the rest leave the index. */
async function trimIndex(db: Kysely<WorkspaceTables>, account: string): Promise<void> {
  await sql`
    delete from search_items
    where account_id = ${account} and ctid in (
      select ctid from search_items where account_id = ${account}
      order by created_at desc, job_kind desc, item_id desc
      offset ${SEARCH_KEEPS.items}
    )`.execute(db)
}
