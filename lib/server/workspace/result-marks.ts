import 'server-only'
import { sql, type Kysely } from 'kysely'
import type { ResultMarks } from '@/lib/studio-api/result-marks'
import { underAccountLock } from './account-lock'
import { SEARCH_KEEPS } from './search-index'
import { parsed, storable } from './rows'
import { countOf, RatingRow, TagCountRow, TagRow } from './search-rows'
import type { WorkspaceTables } from './tables'

type Ref = { kind: string; id: string }
type MarkBounds = Pick<typeof SEARCH_KEEPS, 'tagsPerItem' | 'tags' | 'ratings'>

class TooManyTags extends Error {}

/**
 * Tags and a rating a person gives a result, kept in the workspace (searched with `tag:` and
 * `rated:`). Any result may be marked, indexed yet or not: a mark names the account and the result,
 * and another account's result marked here is found by nobody else (every read names the account).
 */
export function resultMarks(
  db: Kysely<WorkspaceTables>,
  account: string,
  bounds: MarkBounds = SEARCH_KEEPS,
) {
  // The id as it is kept (a NUL reads as U+FFFD), by reads and writes alike: a write's answer
  // reads back what it kept, instead of failing after the write was made.
  const ofRef = (ref: Ref) =>
    sql<boolean>`account_id = ${account} and job_kind = ${ref.kind} and item_id = ${storable(ref.id)}`

  return {
    async read(ref: Ref): Promise<ResultMarks> {
      const [tags, rating] = await Promise.all([
        sql`select tag from result_tags where ${ofRef(ref)} order by tag`.execute(db),
        sql`select rating from result_ratings where ${ofRef(ref)}`.execute(db),
      ])
      return {
        tags: parsed(TagRow, tags.rows).map((r) => r.tag),
        rating: parsed(RatingRow, rating.rows)[0]?.rating ?? null,
      }
    },

    /**
     * Sets what is given (all the tags; the rating, null for none) and leaves the rest. False,
     * and nothing changed, when the account's tags would pass their bound.
     */
    async write(ref: Ref, marks: { tags?: readonly string[]; rating?: number | null }) {
      const id = storable(ref.id)
      // Under the account's lock: two writes that count the account's tags never both see room
      // for one more (docs/decisions.md §D33).
      const written = underAccountLock(db, account, async (trx) => {
        if (marks.tags) {
          const tags = [...new Set(marks.tags)].slice(0, bounds.tagsPerItem)
          await sql`delete from result_tags where ${ofRef(ref)}
            and not (tag = any(${sql.val(tags)}::text[]))`.execute(trx)
          if (tags.length) {
            await trx
              .insertInto('result_tags')
              .values(
                tags.map((tag) => ({ account_id: account, job_kind: ref.kind, item_id: id, tag })),
              )
              .onConflict((oc) => oc.doNothing())
              .execute()
          }
          const { rows } = await sql`
            select count(*)::int as n from result_tags where account_id = ${account}`.execute(trx)
          // Over the bound: the transaction is undone, nothing changes.
          if (countOf(rows) > bounds.tags) throw new TooManyTags()
        }
        if (marks.rating === null) {
          await sql`delete from result_ratings where ${ofRef(ref)}`.execute(trx)
        } else if (marks.rating !== undefined) {
          await trx
            .insertInto('result_ratings')
            .values({ account_id: account, job_kind: ref.kind, item_id: id, rating: marks.rating })
            .onConflict((oc) =>
              oc
                .columns(['account_id', 'job_kind', 'item_id'])
                .doUpdateSet({ rating: marks.rating!, rated_at: sql`now()` }),
            )
            .execute()
          await sql`
            delete from result_ratings where account_id = ${account} and ctid in (
              select ctid from result_ratings where account_id = ${account}
              order by rated_at desc offset ${bounds.ratings}
            )`.execute(trx)
        }
        return true
      })
      return written.catch((error: unknown) => {
        if (error instanceof TooManyTags) return false
        throw error
      })
    },

    /** The account's tags, the most used first: what the field offers as it is typed. */
    async tags(limit = 50): Promise<{ tag: string; count: number }[]> {
      const { rows } = await sql`
        select tag, count(*)::int as count from result_tags where account_id = ${account}
        group by tag order by count desc, tag limit ${limit}`.execute(db)
      return parsed(TagCountRow, rows)
    },
  }
}
