import 'server-only'
import { sql, type Kysely } from 'kysely'
import type { IndexCoverage, SearchAnswer } from '@/lib/studio-api/search'
import type { SearchRequest } from '@/lib/studio-api/search-request'
import { StudioError } from '../studio-error'
import { isStatementTimeout } from '../workspace/database-errors'
import { countOf } from '../workspace/search-rows'
import { searchCoverage } from '../workspace/search-coverage'
import { searchResults } from '../workspace/search-read'
import type { WorkspaceTables } from '../workspace/tables'
import { crawlHistory, knownValues, refreshNewest } from './crawler'

/** A search reads the newest items again first when the last read is older than this. */
export const NEWEST_STALE_MS = 20_000
/** How long a search waits for that read before it answers from the index as it is. */
const REFRESH_WAIT_MS = 1500
/** Reads of older slices made after a search is answered, at most (the budget bounds them too). */
const READS_AFTER_SEARCH = 3
/** What the index holds is counted again after this long, or after a read changes it. */
const COVERAGE_KEEP_MS = 5000
/** Reads further back start this long after a search, and at most this often per account. */
const GROW_DELAY_MS = 2000
const GROW_EVERY_MS = 15_000

export interface SearchContext {
  db: Kysely<WorkspaceTables>
  account: string
  apiKey: string
}

const tooSlow = () =>
  new StudioError(
    503,
    'search_too_slow',
    'This search took too long, so it was stopped. Try longer or fewer words, or a filter.',
  )

// Whether the database has the trigram index (pg_trgm): asked once per database per process.
const TRIGRAMS = new WeakMap<object, Promise<boolean>>()
function partialWords(db: Kysely<WorkspaceTables>): Promise<boolean> {
  let known = TRIGRAMS.get(db)
  if (!known) {
    known = sql`select count(*)::int as n from pg_indexes
      where tablename = 'search_items' and indexname = 'search_items_words'`
      .execute(db)
      .then(({ rows }) => countOf(rows) > 0)
      .catch(() => false)
    TRIGRAMS.set(db, known)
  }
  return known
}

const COVERAGE = Symbol.for('media-studio.search-coverage')
type Holder = { [COVERAGE]?: Map<string, { at: number; coverage: Promise<IndexCoverage> }> }
const coverageCache = () => ((globalThis as Holder)[COVERAGE] ??= new Map())

/**
 * What the index holds of the account's history. Counted once, then again in the background at
 * most every few seconds: an answer never waits for the count, only the first one does.
 */
export function coverageOf(ctx: SearchContext): Promise<IndexCoverage> {
  const cache = coverageCache()
  const held = cache.get(ctx.account)
  if (held && Date.now() - held.at < COVERAGE_KEEP_MS) return held.coverage
  const coverage = knownValues(ctx.db, ctx.account).then((known) =>
    searchCoverage(ctx.db, ctx.account).coverage(known),
  )
  // Bounded: the accounts searched lately.
  if (cache.size > 1000) cache.clear()
  cache.set(ctx.account, { at: Date.now(), coverage: held ? held.coverage : coverage })
  coverage.then(
    () => cache.set(ctx.account, { at: Date.now(), coverage }),
    () => cache.delete(ctx.account),
  )
  return held ? held.coverage : coverage
}

/** After a read changed the index: the next answer counts it again (and still does not wait). */
function recountLater(account: string) {
  const held = coverageCache().get(account)
  if (held) held.at = 0
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))])

const GROWN = Symbol.for('media-studio.search-grown')
type GrownHolder = { [GROWN]?: Map<string, number> }

/**
 * Reads further back a moment after an answer is sent (a burst of searches as words are typed
 * asks once): never in their way, never more than the budget, at most every GROW_EVERY_MS.
 */
export function growIndexLater(ctx: SearchContext): void {
  const grown = ((globalThis as GrownHolder)[GROWN] ??= new Map())
  if (Date.now() - (grown.get(ctx.account) ?? 0) < GROW_EVERY_MS) return
  if (grown.size > 1000) grown.clear()
  grown.set(ctx.account, Date.now())
  setTimeout(() => {
    crawlHistory(ctx.db, ctx.apiKey, ctx.account, READS_AFTER_SEARCH)
      .then((made) => {
        if (made > 0) recountLater(ctx.account)
      })
      .catch((error: unknown) =>
        console.warn(
          `[search] reading the history stopped: ${error instanceof Error ? error.message : error}`,
        ),
      )
  }, GROW_DELAY_MS)
}

/**
 * One page of results for the account, with what the index holds: the newest items are read
 * again first when the last read is stale (a result made elsewhere minutes ago is found), then the
 * index answers. A search the database ends by its timeout is a 503 in words.
 */
export async function searchFor(ctx: SearchContext, request: SearchRequest): Promise<SearchAnswer> {
  if (!request.after) {
    const refreshed = await within(
      refreshNewest(ctx.db, ctx.apiKey, ctx.account, NEWEST_STALE_MS).catch(() => 0),
      REFRESH_WAIT_MS,
    )
    if (refreshed) recountLater(ctx.account)
  }
  try {
    const [page, coverage] = await Promise.all([
      searchResults(ctx.db, ctx.account, request, { partialWords: await partialWords(ctx.db) }),
      coverageOf(ctx),
    ])
    return { ...page, coverage }
  } catch (error) {
    throw isStatementTimeout(error) ? tooSlow() : error
  }
}
