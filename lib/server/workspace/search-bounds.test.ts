import { sql } from 'kysely'
import { describe, expect, it, vi } from 'vitest'
import type { GenerationStatus } from '@/lib/api/generations'
import { workspaceBackends } from '@/lib/test/databases'
import { rowsOfList, storedRow } from '../search/index-rows'
import { pooledWorkspace } from './pooled-test-workspace'
import { resultMarks } from './result-marks'
import { SEARCH_READS, searchBudget } from './search-budget'
import { searchCoverage } from './search-coverage'
import { indexResults, type IndexBounds } from './search-index'

// An account's index and marks hold to their bounds under writers running at once on a pool of
// ten connections (read committed, PostgreSQL's default): each bound must hold exactly, and what
// is kept is the newest. The bounds are made small here so that a few hundred rows pass them.
vi.mock('../search/catalog-facts', () => ({
  catalogFacts: async () => ({ of: () => ({ family: null, name: null, type: null }) }),
}))

const FACTS = { family: null, name: null }
/** Result `n` of writer `w`, dated so that a higher n*writers+w is newer. */
const item = (w: number, n: number, prompt: string): GenerationStatus => ({
  id: `w${w}-r${n}`,
  status: 'completed',
  model: 'flux-2-1K',
  prompt,
  generation_type: 'text-to-image',
  created_at: new Date(Date.UTC(2026, 0, 1) + (n * 100 + w) * 60_000).toISOString(),
  outputs: [{ id: `w${w}-r${n}-o`, media_type: 'image', url: `https://cdn.test/${w}-${n}.png` }],
})
/** Words that do not compress: their stored size is close to their length. */
const noise = (seed: number, length: number) => {
  let x = seed + 1
  return Array.from({ length }, () => {
    x = (x * 1103515245 + 12345) % 2 ** 31
    return String.fromCharCode(97 + (x % 26))
  }).join('')
}

describe.each(workspaceBackends())('search bounds under concurrent writers on $name', (backend) => {
  if (backend.skip) return it.skip(`needs a real PostgreSQL: ${backend.skip}`)
  const workspace = pooledWorkspace(backend)

  const write = (account: string, w: number, items: GenerationStatus[], bounds: IndexBounds) =>
    indexResults(
      workspace().db,
      account,
      rowsOfList(items, () => null).map((row) => storedRow(row, FACTS)),
      'history',
      bounds,
    )
  const kept = async (account: string) =>
    (
      await sql<{ item_id: string; size: number }>`select item_id,
        pg_column_size(prompt) + pg_column_size(details) + pg_column_size(meta)
          + pg_column_size(record) + pg_column_size(doc) as size
        from search_items where account_id = ${account}
        order by created_at desc`.execute(workspace().db)
    ).rows

  it('keeps the newest results within the row bound: 20 writers of 100 results each', async () => {
    const bounds = { items: 500, bytes: 1024 ** 3 }
    await Promise.all(
      Array.from({ length: 20 }, (_, w) =>
        write(
          'acct-rows-race',
          w,
          Array.from({ length: 100 }, (_, n) => item(w, n, `a lighthouse study ${n}`)),
          bounds,
        ),
      ),
    )
    const rows = await kept('acct-rows-race')
    expect(rows).toHaveLength(500)
    // The newest 500 of the 2,000: results 75 to 99 of every writer.
    expect(rows.every((r) => Number(r.item_id.split('-r')[1]) >= 75)).toBe(true)
    // The whole history was read to its start, yet the page says it may miss what is older
    // than the oldest result kept.
    const coverage = searchCoverage(workspace().db, 'acct-rows-race')
    const known = { model: ['flux-2-1K'], status: [], generation_type: [] }
    await coverage.record({ model: 'flux-2-1K' }, { from: null, to: new Date() })
    expect(await coverage.coverage(known)).toMatchObject({
      complete: false,
      completeSince: item(0, 75, '').created_at,
    })
  })

  it('keeps the newest results within the byte bound: 20 writers of long prompts', async () => {
    const bounds = { items: 10_000, bytes: 256 * 1024 }
    await Promise.all(
      Array.from({ length: 20 }, (_, w) =>
        write(
          'acct-bytes-race',
          w,
          Array.from({ length: 30 }, (_, n) => item(w, n, noise(w * 1000 + n, 3000))),
          bounds,
        ),
      ),
    )
    const rows = await kept('acct-bytes-race')
    const held = rows.reduce((sum, r) => sum + Number(r.size), 0)
    const largest = Math.max(...rows.map((r) => Number(r.size)))
    expect(held).toBeLessThanOrEqual(bounds.bytes)
    // Full up to one more result: the oldest went, not more.
    expect(held + largest).toBeGreaterThan(bounds.bytes)
    expect(rows.length).toBeLessThan(600)
    // What was kept is the newest: the first `rows.length` of all 600, newest first.
    const placeOf = (id: string) => {
      const [w, n] = id.slice(1).split('-r').map(Number)
      return n! * 100 + w!
    }
    const all = Array.from({ length: 600 }, (_, i) => Math.floor(i / 20) * 100 + (i % 20))
    const newest = all.sort((a, b) => b - a).slice(0, rows.length)
    expect(rows.map((r) => placeOf(r.item_id))).toEqual(newest)
  })

  it("keeps the account's tags to their bound: 60 writers of 20 tags each", async () => {
    const marks = resultMarks(workspace().db, 'acct-tags-race', {
      tagsPerItem: 20,
      tags: 500,
      ratings: 100,
    })
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, (_, w) =>
        marks.write(
          { kind: 'media', id: `r-${w}` },
          { tags: Array.from({ length: 20 }, (_, t) => `t${t}`) },
        ),
      ),
    )
    expect(outcomes.filter(Boolean)).toHaveLength(25)
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from result_tags
      where account_id = 'acct-tags-race'`.execute(workspace().db)
    expect(rows[0]?.n).toBe(500)
  })

  it("keeps the account's ratings to their bound: 150 writers at once", async () => {
    const marks = resultMarks(workspace().db, 'acct-ratings-race', {
      tagsPerItem: 20,
      tags: 500,
      ratings: 100,
    })
    await Promise.all(
      Array.from({ length: 150 }, (_, w) =>
        marks.write({ kind: 'media', id: `r-${w}` }, { rating: 4 }),
      ),
    )
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from result_ratings
      where account_id = 'acct-ratings-race'`.execute(workspace().db)
    expect(rows[0]?.n).toBe(100)
  })

  it("spends no more of the account's history reads than its burst: 50 takers at once", async () => {
    const budget = searchBudget(workspace().db, 'acct-budget-race')
    const taken = await Promise.all(Array.from({ length: 50 }, () => budget.take()))
    // The bucket refills slowly (20 a minute): a take or two more may land while they run.
    const granted = taken.filter(Boolean).length
    expect(granted).toBeGreaterThanOrEqual(SEARCH_READS.burst)
    expect(granted).toBeLessThanOrEqual(SEARCH_READS.burst + 1)
  })
})
