import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { GenerationStatus } from '@/lib/api/generations'
import { workspaceBackends, type TestDatabase } from '@/lib/test/databases'
import { SearchRequest } from '@/lib/studio-api/search-request'
import { rowsOfList, storedRow } from '../search/index-rows'
import { READ_MARGIN_MS } from '../search/coverage'
import { openWorkspaceDatabase, type WorkspaceDatabase } from './database'
import { isStatementTimeout } from './database-errors'
import { resultMarks } from './result-marks'
import { searchCoverage } from './search-coverage'
import { indexResults } from './search-index'
import { modelCounts, searchResults, withTimeout } from './search-read'
import { boardsStore } from './boards'

// The catalog is the service's: these tests name models by their ids alone.
vi.mock('../search/catalog-facts', () => ({
  catalogFacts: async () => ({ of: () => ({ family: null, name: null, type: null }) }),
}))

const item = (id: string, prompt: string, extra: Partial<GenerationStatus> = {}) =>
  ({
    id,
    status: 'completed',
    model: 'flux-2-1K',
    prompt,
    generation_type: 'text-to-image',
    created_at: '2026-03-01T10:00:00.000Z',
    outputs: [{ id: `${id}-o`, media_type: 'image', url: `https://cdn.test/${id}.png` }],
    ...extra,
  }) satisfies GenerationStatus

const FACTS = { family: null, name: null }
const index = (db: WorkspaceDatabase, account: string, items: GenerationStatus[]) =>
  indexResults(
    db.db,
    account,
    rowsOfList(items, () => null).map((row) => storedRow(row, FACTS)),
    'history',
  )

const request = (q: string, extra: Partial<SearchRequest> = {}) =>
  SearchRequest.parse({ q, ...extra })

describe.each(workspaceBackends())('search on $name', ({ start, fresh, skip }) => {
  if (skip) return it.skip(`needs a real PostgreSQL: ${skip}`)
  let server: TestDatabase
  let database: WorkspaceDatabase
  let partialWords = false
  const find = async (account: string, q: string, extra: Partial<SearchRequest> = {}) =>
    (await searchResults(database.db, account, request(q, extra), { partialWords })).hits.map(
      (h) => h.id,
    )

  beforeAll(async () => {
    server = await start()
    database = openWorkspaceDatabase(await fresh(server.url))
    await database.ready()
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_indexes
      where indexname = 'search_items_words'`.execute(database.db)
    partialWords = (rows[0]?.n ?? 0) > 0
  }, 120_000)
  afterAll(async () => {
    await database?.close()
    await server?.stop()
  })

  it('has pg_trgm for words found inside other words', () => {
    // Both the embedded server and Debian's ship it (docs/search.md).
    expect(partialWords).toBe(true)
  })

  it('finds a result by any word of its prompt, whole, stemmed, or a part of one', async () => {
    await index(database, 'acct-words', [
      item('w-1', 'A lighthouse on a cliff at dusk'),
      item('w-2', 'Two foxes running through snow', { created_at: '2026-03-02T10:00:00Z' }),
      item('w-3', 'A quiet harbour', { model: 'veo3-1-fast-text-to-video' }),
    ])
    expect(await find('acct-words', 'lighthouse')).toEqual(['w-1'])
    expect(await find('acct-words', 'LIGHTHOUSE dusk')).toEqual(['w-1'])
    expect(await find('acct-words', 'fox run')).toEqual(['w-2'])
    expect(await find('acct-words', 'lightho')).toEqual(['w-1'])
    expect(await find('acct-words', 'house')).toEqual(['w-1'])
    expect(await find('acct-words', '"cliff at dusk"')).toEqual(['w-1'])
    expect(await find('acct-words', '"dusk at cliff"')).toEqual([])
    expect(await find('acct-words', 'lighthouse snow')).toEqual([])
    // The model's words are words of the result too.
    expect(await find('acct-words', 'veo3')).toEqual(['w-3'])
  })

  it('answers a search holding a NUL (pasted text) instead of refusing it', async () => {
    await index(database, 'acct-nul', [item('n-1', 'A paper kite')])
    expect(await find('acct-nul', 'kite')).toEqual(['n-1'])
    // PostgreSQL takes no NUL in a text parameter: it reads as U+FFFD (which a word may or may not
    // keep, by the server's locale), and the search is answered.
    await expect(find('acct-nul', 'kite\u0000')).resolves.toBeInstanceOf(Array)
    await expect(find('acct-nul', '"paper\u0000kite"')).resolves.toBeInstanceOf(Array)
    // A filter holding one matches nothing.
    expect(
      await find('acct-nul', 'kite', { status: '\u0000', type: '\u0000', model: 'a\u0000' }),
    ).toEqual([])
  })

  it('ranks the prompt above other words, then the newest first', async () => {
    await index(database, 'acct-rank', [
      item('r-old', 'Crimson tide', { created_at: '2026-01-01T00:00:00Z' }),
      item('r-new', 'Crimson tide', { created_at: '2026-02-01T00:00:00Z' }),
      item('r-title', 'A song', {
        created_at: '2026-03-01T00:00:00Z',
        // A title is found, after the prompts that say the word.
        ...({ title: 'crimson' } as object),
      }),
    ])
    expect(await find('acct-rank', 'crimson')).toEqual(['r-new', 'r-old', 'r-title'])
    // Without words, the newest first.
    expect(await find('acct-rank', '')).toEqual(['r-title', 'r-new', 'r-old'])
  })

  it('pages without losing or repeating a result, and counts the matches', async () => {
    const items = Array.from({ length: 25 }, (_, i) =>
      item(`p-${String(i).padStart(2, '0')}`, i % 2 ? 'amber field' : 'amber field amber', {
        // Several results made in the same millisecond: the key orders them.
        created_at: `2026-04-0${1 + (i % 3)}T00:00:00Z`,
      }),
    )
    await index(database, 'acct-pages', items)
    const seen: string[] = []
    let after: string | undefined
    let first = true
    do {
      const page = await searchResults(
        database.db,
        'acct-pages',
        request('amber', { limit: 7, after }),
        { partialWords },
      )
      if (first) expect(page.total).toEqual({ count: 25, more: false })
      else expect(page.total).toBeNull()
      first = false
      seen.push(...page.hits.map((h) => h.id))
      after = page.next ?? undefined
    } while (after)
    expect(seen).toHaveLength(25)
    expect(new Set(seen).size).toBe(25)
  })

  it('never finds another account’s results, whatever is guessed', async () => {
    await index(database, 'acct-owner', [item('secret-1', 'A private sunrise')])
    await resultMarks(database.db, 'acct-owner').write(
      { kind: 'media', id: 'secret-1' },
      { tags: ['hero'], rating: 5 },
    )
    // The other account names the same id, tag and rating: it finds what an unknown id finds.
    const other = resultMarks(database.db, 'acct-other')
    expect(await other.read({ kind: 'media', id: 'secret-1' })).toEqual(
      await other.read({ kind: 'media', id: 'nobody-has-this' }),
    )
    await other.write({ kind: 'media', id: 'secret-1' }, { tags: ['hero'], rating: 5 })
    for (const q of ['sunrise', 'private', 'tag:hero', 'rated:5', 'secret', '']) {
      expect(await find('acct-other', q)).toEqual([])
    }
    expect(await modelCounts(database.db, 'acct-other')).toEqual([])
    // The owner's marks are as the owner left them.
    expect(await find('acct-owner', 'tag:hero rated:5 sunrise')).toEqual(['secret-1'])
  })

  it('filters by tag, rating, star, model, kind and date', async () => {
    const account = 'acct-keys'
    await index(database, account, [
      item('k-img', 'A red kite', { created_at: '2026-10-05T00:00:00Z' }),
      item('k-vid', 'A red train', {
        model: 'veo3-1-fast-text-to-video',
        generation_type: 'text-to-video',
        outputs: [{ id: 'o', media_type: 'video', url: 'https://cdn.test/v.mp4' }],
        created_at: '2026-11-05T00:00:00Z',
      }),
      item('k-song', 'A red sea shanty', {
        model: 'V5',
        generation_type: 'text-to-music',
        outputs: [],
        created_at: '2026-09-05T00:00:00Z',
      }),
    ])
    const marks = resultMarks(database.db, account)
    await marks.write({ kind: 'media', id: 'k-img' }, { tags: ['hero', 'sky'], rating: 4 })
    await marks.write({ kind: 'media', id: 'k-vid' }, { tags: ['hero'], rating: 5 })
    // The gallery stars every result as media, a song included.
    await boardsStore(database.db, account).setStars([{ kind: 'media', id: 'k-song' }], true)
    expect(await find(account, 'tag:hero')).toEqual(['k-vid', 'k-img'])
    expect(await find(account, 'tag:sky red')).toEqual(['k-img'])
    expect(await find(account, 'rated:5')).toEqual(['k-vid'])
    expect(await find(account, 'rated:4+')).toEqual(['k-vid', 'k-img'])
    expect(await find(account, 'starred')).toEqual(['k-song'])
    expect(await find(account, 'model:veo')).toEqual(['k-vid'])
    expect(await find(account, 'kind:song')).toEqual(['k-song'])
    expect(await find(account, 'kind:image kind:video')).toEqual(['k-vid', 'k-img'])
    expect(await find(account, 'before:2026-11-01')).toEqual(['k-img', 'k-song'])
    expect(await find(account, 'after:2026-10-01 before:2026-11-01')).toEqual(['k-img'])
    expect(await find(account, 'red', { model: 'V5' })).toEqual(['k-song'])
    expect(await find(account, 'red', { type: 'text-to-video' })).toEqual(['k-vid'])
    // Taking a tag away takes it out of the search.
    await marks.write({ kind: 'media', id: 'k-img' }, { tags: ['sky'] })
    expect(await find(account, 'tag:hero')).toEqual(['k-vid'])
    expect(await marks.read({ kind: 'media', id: 'k-img' })).toEqual({ tags: ['sky'], rating: 4 })
  })

  it('keeps the best of what it knows when a result is seen again', async () => {
    const account = 'acct-merge'
    await index(database, account, [
      item('m-1', 'A long prompt about a glass forest', { status: 'processing' }),
    ])
    await index(database, account, [item('m-1', '', { status: 'completed' })])
    const [hit] = (await searchResults(database.db, account, request('glass'), { partialWords }))
      .hits
    expect(hit?.record.status).toBe('completed')
    expect(hit?.id).toBe('m-1')
  })

  it('says from which date the index may be incomplete', async () => {
    const account = 'acct-cover'
    const coverage = searchCoverage(database.db, account)
    const known = { model: ['flux-2-1K'], status: [], generation_type: [] }
    expect((await coverage.coverage(known)).complete).toBe(false)
    const readAt = new Date('2026-05-01T00:00:00Z')
    // A full read of the whole history: held from its oldest item on.
    await coverage.record({}, { from: new Date('2026-04-01T00:00:00Z'), to: readAt })
    expect(await coverage.coverage(known)).toMatchObject({
      complete: false,
      completeSince: '2026-04-01T00:00:00.000Z',
    })
    // Its only model read short of its limit: everything is held.
    await coverage.record({ model: 'flux-2-1K' }, { from: null, to: readAt })
    expect(await coverage.coverage(known)).toMatchObject({ complete: true, completeSince: null })
    expect(READ_MARGIN_MS).toBeGreaterThan(0)
  })

  it('ends a statement that runs past its time, in the database', async () => {
    const slow = withTimeout(database.db, 50, (trx) => sql`select pg_sleep(2)`.execute(trx))
    await expect(slow).rejects.toSatisfy(isStatementTimeout)
    // The connection is usable again at once.
    expect(await find('acct-words', 'lighthouse')).toEqual(['w-1'])
  })
})
