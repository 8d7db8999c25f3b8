import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startEmbedded, type TestDatabase } from '@/lib/test/databases'
import { callStudioRoute, sessionCookieOf } from '@/lib/test/studio-route-call'

// The service as each key sees it: its own history, newest first; reads are counted.
const HISTORY: Record<string, unknown[]> = {}
const reads: { path: string; key: string | undefined }[] = []
let answer429 = false
vi.mock('@/lib/server/upstream', () => ({
  upstreamJson: async (pathname: string, apiKey?: string) => {
    reads.push({ path: pathname, key: apiKey })
    if (pathname === '/docs/models.json') return { status: 200, body: { models: [] } }
    if (answer429) return { status: 429, body: { error: 'rate_limit_exceeded', reset_after: 30 } }
    const query = new URL(`http://x${pathname}`).searchParams
    const items = (HISTORY[apiKey ?? ''] ?? []).filter(
      (g) => !query.get('model') || (g as { model: string }).model === query.get('model'),
    )
    return {
      status: 200,
      body: { generations: items.slice(0, 100), count: items.length, limit: 100 },
    }
  },
}))

process.env.SESSION_SECRET = 'q'.repeat(40)
process.env.STUDIO_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'studio-search-'))
const server: TestDatabase = await startEmbedded()
process.env.DATABASE_URL = server.url

const search = await import('./search/route')
const models = await import('./search/models/route')
const marks = await import('./marks/route')
const settle = await import('./jobs/[id]/settle/route')
const trackJob = await import('./jobs/[id]/route')
const { workspaceDatabase } = await import('@/lib/server/workspace/database')
const { searchBudget, SEARCH_READS } = await import('@/lib/server/workspace/search-budget')

const generation = (id: string, prompt: string, created: string) => ({
  id,
  status: 'completed',
  model: 'flux-2-1K',
  prompt,
  generation_type: 'text-to-image',
  created_at: created,
  outputs: [{ id: `${id}-o`, media_type: 'image', url: `https://cdn.test/${id}.png` }],
})

let A = ''
let B = ''
beforeAll(async () => {
  A = await sessionCookieOf('sk_live_search_a')
  B = await sessionCookieOf('sk_live_search_b')
  HISTORY.sk_live_search_a = [
    generation('gen-a-1', 'A copper weathervane above the barn', '2026-06-02T00:00:00Z'),
    generation('gen-a-2', 'Barn owls at dusk', '2026-06-01T00:00:00Z'),
  ]
  HISTORY.sk_live_search_b = []
})
afterAll(async () => {
  const { db } = await workspaceDatabase()
  await db.destroy()
  await server.stop()
})
beforeEach(() => {
  answer429 = false
})

type Answer = {
  hits: { id: string; record: { prompt?: string } }[]
  total: { count: number } | null
  coverage: { items: number; complete: boolean; completeSince: string | null }
  problems: string[]
}
const find = (cookie: string, q: string) =>
  callStudioRoute<Answer>(search.GET, 'GET', {
    cookie,
    query: new URLSearchParams({ q }).toString(),
  })

describe('the search routes', () => {
  it('finds a result made elsewhere by a word of its prompt: the search reads the newest first', async () => {
    const { status, json } = await find(A, 'weathervane')
    expect(status).toBe(200)
    expect(json.hits.map((h) => h.id)).toEqual(['gen-a-1'])
    expect(json.total).toEqual({ count: 1, more: false })
    // Two items, fewer than the read's limit: the whole history is held.
    expect(json.coverage).toMatchObject({ items: 2, complete: true })
    expect(
      reads.some((r) => r.path.startsWith('/v1/generations') && r.key === 'sk_live_search_a'),
    ).toBe(true)
  })

  it('gives another account nothing of this one, guessed ids included', async () => {
    await callStudioRoute(marks.PUT, 'PUT', {
      cookie: A,
      body: { kind: 'media', id: 'gen-a-1', tags: ['hero'], rating: 5 },
    })
    for (const q of ['weathervane', 'barn', 'tag:hero', 'rated:5', '']) {
      expect((await find(B, q)).json.hits).toEqual([])
    }
    const guessed = await callStudioRoute(marks.GET, 'GET', {
      cookie: B,
      query: 'kind=media&id=gen-a-1',
    })
    const nobody = await callStudioRoute(marks.GET, 'GET', {
      cookie: B,
      query: 'kind=media&id=gen-none',
    })
    expect(guessed).toMatchObject({ status: nobody.status, json: nobody.json })
    expect((await callStudioRoute(models.GET, 'GET', { cookie: B })).json).toMatchObject({
      models: [],
    })
    // The owner's marks hold.
    expect((await find(A, 'tag:hero barn')).json.hits.map((h) => h.id)).toEqual(['gen-a-1'])
  })

  it('counts each model’s results for the model filter', async () => {
    const { json } = await callStudioRoute<{ models: unknown[] }>(models.GET, 'GET', { cookie: A })
    expect(json.models).toEqual([
      { model: 'flux-2-1K', family: 'flux-2-1K', name: 'flux 2 1K', count: 2 },
    ])
  })

  it('finds a job this studio started and settled before any history read lists it', async () => {
    const C = await sessionCookieOf('sk_live_search_c')
    HISTORY.sk_live_search_c = []
    const job = {
      id: 'job-c-1',
      kind: 'music',
      model: 'V5',
      label: 'Sea shanty for a rainy harbour',
      startedAt: '2026-06-03T00:00:00.000Z',
    }
    const tracked = await callStudioRoute(trackJob.PUT, 'PUT', {
      cookie: C,
      params: { id: 'job-c-1' },
      body: job,
    })
    expect(tracked.status).toBe(200)
    const settled = await callStudioRoute(settle.POST, 'POST', {
      cookie: C,
      params: { id: 'job-c-1' },
      body: { outcome: 'completed', finishedAt: '2026-06-03T00:01:00.000Z' },
    })
    expect(settled.status).toBe(200)
    const { json } = await find(C, 'shanty kind:song')
    expect(json.hits.map((h) => h.id)).toEqual(['job-c-1'])
  })

  it('refuses a search past its length in words', async () => {
    const { status, json } = await find(A, 'x'.repeat(201))
    expect(status).toBe(400)
    expect(JSON.stringify(json)).toMatch(/at most 200 characters/)
  })

  it('says in words what it could not read of a search', async () => {
    const { json } = await find(A, 'rated:9 barn')
    expect(json.problems).toEqual([
      '“rated:9” is not a rating: write rated:1 to rated:5, or rated:4+ for 4 or more.',
    ])
    expect(json.hits.map((h) => h.id)).toEqual(['gen-a-1', 'gen-a-2'])
  })
})

describe('the reads the studio makes on its own', () => {
  it('spends at most a quarter of the service’s reads a minute', async () => {
    const { db } = await workspaceDatabase()
    const budget = searchBudget(db, 'acct-budget')
    let taken = 0
    while (await budget.take()) taken += 1
    expect(taken).toBe(SEARCH_READS.burst)
    // The rest of the minute, six seconds at a time, taking whatever has come back each time.
    for (let step = 0; step < 10; step += 1) {
      await sql`update search_budget set at = at - interval '6 seconds' where account_id = 'acct-budget'`.execute(
        db,
      )
      while (await budget.take()) taken += 1
    }
    expect(taken).toBe(SEARCH_READS.perMinute)
    expect(SEARCH_READS.perMinute).toBe(120 / 4)
  })

  it('stops reading when the service says too many', async () => {
    const { db } = await workspaceDatabase()
    const { crawlHistory } = await import('@/lib/server/search/crawler')
    const { accountIdOf } = await import('@/lib/server/account')
    answer429 = true
    const account = accountIdOf('sk_live_search_busy')
    expect(await crawlHistory(db, 'sk_live_search_busy', account, 5)).toBe(0)
    answer429 = false
    // Paused for the window the service named: no read is made, whatever the budget holds.
    const before = reads.length
    expect(await crawlHistory(db, 'sk_live_search_busy', account, 5)).toBe(0)
    expect(reads.slice(before).filter((r) => r.key === 'sk_live_search_busy')).toEqual([])
  })
})
