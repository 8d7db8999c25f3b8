import 'server-only'
import { sql, type Kysely } from 'kysely'
import { z } from 'zod'
import { GenerationStatus } from '@/lib/api/generations'
import { SEARCH_COUNT_MAX, SearchHit, type SearchAnswer } from '@/lib/studio-api/search'
import type { SearchRequest } from '@/lib/studio-api/search-request'
import { parsed } from './rows'
import { conditions } from './search-conditions'
import { countOf, ModelCountRow, SearchRow } from './search-rows'
import type { WorkspaceTables } from './tables'

/** The longest a search may run on the database before it is ended and answered in words. */
export const SEARCH_TIMEOUT_MS = 2000

/** Where a page ended: its last result's score, date (as the database wrote it) and key. */
const CursorParts = z.tuple([
  z.number().int(),
  z.string().max(200),
  z.string().max(200),
  z.string().max(200),
])
type CursorParts = z.infer<typeof CursorParts>
const cursorOf = (parts: CursorParts) => Buffer.from(JSON.stringify(parts)).toString('base64url')
function readCursor(text: string | undefined): CursorParts | null {
  if (!text) return null
  try {
    const parts = CursorParts.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')))
    if (parts.success) return parts.data
  } catch {
    // a cursor that does not read starts from the first page
  }
  return null
}

/** A row as a hit: its record parsed again, with the index's newest status and date. */
function hitOf(row: SearchRow): SearchHit | null {
  const record = GenerationStatus.safeParse(row.record)
  if (!record.success) return null
  const hit = SearchHit.safeParse({
    kind: row.job_kind,
    id: row.item_id,
    record: {
      ...record.data,
      status: row.status || record.data.status,
      created_at: record.data.created_at ?? row.created_at.toISOString(),
    },
    resultKinds: row.result_kinds,
    modelName: row.model_name,
    createdAt: row.created_at.toISOString(),
    tags: row.tags ?? [],
    rating: row.rating,
    starred: row.starred,
  })
  return hit.success ? hit.data : null
}

export type SearchPage = Omit<SearchAnswer, 'coverage'>

/**
 * Runs `work` in a transaction whose statements the database ends after `ms` each (SQLSTATE 57014),
 * whatever the pool's own bound: a search never holds a connection long.
 */
export function withTimeout<T>(
  db: Kysely<WorkspaceTables>,
  ms: number,
  work: (trx: Kysely<WorkspaceTables>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('statement_timeout', ${String(Math.max(1, Math.trunc(ms)))}, true)`.execute(
      trx,
    )
    return work(trx)
  })
}

/**
 * One page of an account's results for a request: matched by every word and key, ranked by match
 * then date, after the previous page's last result (keyset paging: a page costs the same however
 * deep). Bounded in time (SEARCH_TIMEOUT_MS) on the database itself.
 */
export async function searchResults(
  db: Kysely<WorkspaceTables>,
  account: string,
  request: SearchRequest,
  options: { partialWords: boolean; timeoutMs?: number },
): Promise<SearchPage> {
  const { where, score, problems, ranked } = conditions(account, request, options.partialWords)
  const after = readCursor(request.after)
  const afterCondition = after
    ? sql<boolean>`(m.score, m.created_at, m.job_kind, m.item_id) < (${after[0]}, ${after[1]}::timestamptz, ${after[2]}, ${after[3]})`
    : sql<boolean>`true`
  return withTimeout(db, options.timeoutMs ?? SEARCH_TIMEOUT_MS, async (trx) => {
    const answer = await sql`
      select m.*,
        (select array_agg(tag order by tag) from result_tags
          where account_id = m.account_id and job_kind = m.job_kind and item_id = m.item_id) as tags,
        (select rating from result_ratings
          where account_id = m.account_id and job_kind = m.job_kind and item_id = m.item_id) as rating,
        exists (select 1 from stars where account_id = m.account_id
          and output_id = m.item_id) as starred
      from (
        select s.account_id, s.job_kind, s.item_id, s.record, s.result_kinds, s.model_name,
          s.status, s.created_at, s.created_at::text as created_key, ${score} as score
        from search_items s where ${where}
      ) m
      where ${afterCondition}
      order by m.score desc, m.created_at desc, m.job_kind desc, m.item_id desc
      limit ${request.limit + 1}`.execute(trx)
    const rows = parsed(SearchRow, answer.rows)
    const total = after
      ? null
      : await sql`
          select count(*)::int as n from (
            select 1 from search_items s where ${where} limit ${SEARCH_COUNT_MAX + 1}
          ) c`.execute(trx)
    const page = rows.slice(0, request.limit)
    const last = page.at(-1)
    const counted = total ? countOf(total.rows) : 0
    return {
      hits: page.flatMap((row) => hitOf(row) ?? []),
      next:
        rows.length > request.limit && last
          ? cursorOf([last.score, last.created_key, last.job_kind, last.item_id])
          : null,
      total: total
        ? { count: Math.min(counted, SEARCH_COUNT_MAX), more: counted > SEARCH_COUNT_MAX }
        : null,
      problems,
      ranked,
    }
  })
}

/** How many results each model made, the most first: the model filter's choices. */
export async function modelCounts(
  db: Kysely<WorkspaceTables>,
  account: string,
): Promise<{ model: string; family: string | null; name: string; count: number }[]> {
  const { rows } = await sql`
    select model, family, max(model_name) as name, count(*)::int as count
    from search_items where account_id = ${account} and model is not null
    group by model, family order by count desc, model limit 500`.execute(db)
  return parsed(ModelCountRow, rows)
}
