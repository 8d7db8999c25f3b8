import 'server-only'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { GENERATIONS_LIST_MAX_LIMIT, KNOWN_GENERATION_TYPES } from '@/lib/api/decisions'
import { routePath } from '@/lib/api/routes'
import { searchBudget } from '../workspace/search-budget'
import { searchCoverage } from '../workspace/search-coverage'
import type { WorkspaceTables } from '../workspace/tables'
import { upstreamJson } from '../upstream'
import { catalogFacts } from './catalog-facts'
import { nextSlices, SLICE_DIMENSIONS, type KnownValues, type Slice } from './coverage'
import { indexAnswer } from './indexing'

/**
 * The studio's own reads of an account's history for its index (docs/search.md):
 * the newest items when a search finds the last read stale, then, a few at a time after a search
 * is answered, the slices that reach further back (lib/server/search/coverage.ts). Every read is
 * taken from the account's budget (a quarter of its reads, lib/server/workspace/search-budget.ts);
 * a 429 stops them until the service's window resets. One run of each sort per account per process
 * at a time.
 */

/** Statuses a read may filter by besides those seen (docs/service-contract.md §3). */
const STATUSES = ['pending', 'processing', 'completed', 'failed', 'cancelled']
/** Types beside the catalog's that the history holds (tools, stories, orders, songs, stems). */
const OTHER_TYPES = [
  'extend',
  'dubbing',
  'captions',
  'finalize-draft',
  'remove-background',
  'story',
  'premium-video',
  'text-to-music',
  'separation',
  'text-to-speech',
]

const ResetAfter = z.looseObject({ reset_after: z.number().optional() })

const RUNS = Symbol.for('media-studio.search-crawls')
type Holder = { [RUNS]?: Map<string, Promise<number>> }
const runs = () => ((globalThis as Holder)[RUNS] ??= new Map())

const union = (...lists: (readonly string[])[]) => [...new Set(lists.flat())].sort()

/** The values each filter may take: the catalog's and the studio's, and every one the index saw. */
export async function knownValues(
  db: Kysely<WorkspaceTables>,
  account: string,
): Promise<KnownValues> {
  const [facts, seen] = await Promise.all([
    catalogFacts(),
    searchCoverage(db, account).seenValues(),
  ])
  return {
    model: union(facts.models, seen.model),
    status: union(STATUSES, seen.status),
    generation_type: union(
      facts.generationTypes,
      KNOWN_GENERATION_TYPES,
      OTHER_TYPES,
      seen.generation_type,
    ),
  }
}

type Read = 'read' | 'empty' | 'stop'

/** Reads that reach back leave this many in the budget for the searches' reads of the newest. */
const KEPT_FOR_NEWEST = 4

/** One read of one slice, paid from the budget: whether it was made, or why reading stops. */
async function readSlice(
  db: Kysely<WorkspaceTables>,
  apiKey: string,
  account: string,
  slice: Slice,
  keep: number,
): Promise<Read> {
  const budget = searchBudget(db, account)
  if (!(await budget.take(keep))) return 'empty'
  const query = new URLSearchParams({ limit: String(GENERATIONS_LIST_MAX_LIMIT) })
  for (const dimension of SLICE_DIMENSIONS)
    if (slice[dimension]) query.set(dimension, slice[dimension])
  const readAt = new Date()
  const { status, body } = await upstreamJson(
    `${routePath('v1_generations_list')}?${query}`,
    apiKey,
  )
  if (status === 429) {
    const reset = ResetAfter.safeParse(body)
    await budget.pause(reset.success ? (reset.data.reset_after ?? 60) : 60)
    return 'stop'
  }
  // No scope to read the history, or the key is gone: nothing to read for a while.
  if (status === 401 || status === 403) {
    await budget.pause(600)
    return 'stop'
  }
  if (status !== 200) return 'stop'
  await indexAnswer(db, account, { read: 'history', query, body, readAt })
  return 'read'
}

function once(key: string, run: () => Promise<number>): Promise<number> {
  const held = runs()
  const running = held.get(key)
  if (running) return running
  const started = run().finally(() => held.delete(key))
  held.set(key, started)
  return started
}

/** Reads the newest items again when the last such read is older than `staleMs`. */
export function refreshNewest(
  db: Kysely<WorkspaceTables>,
  apiKey: string,
  account: string,
  staleMs: number,
): Promise<number> {
  return once(`${account}:newest`, async () => {
    const last = await searchCoverage(db, account).lastRead()
    if (last && Date.now() - last.getTime() < staleMs) return 0
    return (await readSlice(db, apiKey, account, {}, 0)) === 'read' ? 1 : 0
  })
}

/** Up to `maxReads` reads of the slices that reach furthest back; how many were made. */
export function crawlHistory(
  db: Kysely<WorkspaceTables>,
  apiKey: string,
  account: string,
  maxReads: number,
): Promise<number> {
  return once(`${account}:back`, async () => {
    let made = 0
    while (made < maxReads) {
      const known = await knownValues(db, account)
      const [slice] = nextSlices(await searchCoverage(db, account).records(), known, 1)
      if (!slice) break
      const read = await readSlice(db, apiKey, account, slice, KEPT_FOR_NEWEST)
      if (read !== 'read') break
      made += 1
    }
    return made
  })
}
