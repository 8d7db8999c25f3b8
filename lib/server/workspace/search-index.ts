import 'server-only'
import { sql, type Kysely } from 'kysely'
import type { StoredRow } from '../search/index-rows'
import { underAccountLock } from './account-lock'
import { storable, storableJson } from './rows'
import type { WorkspaceTables } from './tables'

/**
 * What an account's index keeps, the newest: years of a busy account's work, in at most `bytes`
 * of stored words and records (PostgreSQL's stored size, after compression: a typical result
 * takes about 1 KiB, one at every row bound about 30 KiB, so 50,000 of those would be 1.5 GB).
 * An account past either bound loses its oldest from search (never from the service), and the
 * words saying from which date the index may be incomplete never reach past the oldest result
 * kept (`searchCoverage`).
 */
export const SEARCH_KEEPS = {
  items: 50_000,
  bytes: 96 * 1024 * 1024,
  tagsPerItem: 20,
  tags: 20_000,
  ratings: 50_000,
}
export type IndexBounds = Pick<typeof SEARCH_KEEPS, 'items' | 'bytes'>

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
  bounds: IndexBounds = SEARCH_KEEPS,
): Promise<void> {
  // One statement may not touch a row twice: the last word on a result is the one kept.
  const unique = [...new Map(rows.map((row) => [key(row), row])).values()]
  if (unique.length === 0) return
  // Under the account's lock: two writers never both trim around each other's rows, and the
  // index never holds more than its bound once a write ends (docs/decisions.md §D33).
  await underAccountLock(db, account, async (trx) => {
    await insertOrRefresh(trx, account, unique, source)
    await trimIndex(trx, account, bounds)
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

/** A result's stored size: its words, its record and the words' vector, as PostgreSQL keeps them. */
const rowSize = sql<number>`pg_column_size(prompt) + pg_column_size(details) + pg_column_size(meta)
  + pg_column_size(record) + pg_column_size(doc)`

/**
 * Keeps the newest results of the account within both bounds; the rest leave the index. When any
 * leave, the account's index is marked trimmed: from then on it says it may miss what is older
 * than its oldest result (`searchCoverage`). Runs under the account's lock.
 */
async function trimIndex(
  db: Kysely<WorkspaceTables>,
  account: string,
  bounds: IndexBounds,
): Promise<void> {
  const { numAffectedRows } = await sql`
    delete from search_items where account_id = ${account} and ctid in (
      select ctid from (
        select ctid,
          row_number() over newest_first as place,
          sum(${rowSize}) over newest_first as held
        from search_items where account_id = ${account}
        window newest_first as (order by created_at desc, job_kind desc, item_id desc)
      ) ranked
      where place > ${bounds.items} or held > ${bounds.bytes}
    )`.execute(db)
  if (!numAffectedRows) return
  await sql`
    insert into search_trims (account_id, trimmed_at) values (${account}, now())
    on conflict (account_id) do update set trimmed_at = now()`.execute(db)
}
