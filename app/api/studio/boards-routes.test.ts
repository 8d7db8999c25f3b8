import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmbedded, type TestDatabase } from '@/lib/test/databases'
import { callStudioRoute, sessionCookieOf, type StudioCall } from '@/lib/test/studio-route-call'

// Stars and boards, called as Next calls the routes, on the embedded database.
process.env.SESSION_SECRET = 'b'.repeat(40)
process.env.STUDIO_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'studio-boards-'))
const server: TestDatabase = await startEmbedded()
process.env.DATABASE_URL = server.url

const stars = await import('./stars/route')
const boards = await import('./boards/route')
const board = await import('./boards/[id]/route')
const items = await import('./boards/[id]/items/route')
const job = await import('./jobs/[id]/route')
const settle = await import('./jobs/[id]/settle/route')

type Answer = Record<string, unknown> & { board: { id: string }; message: string }
const cookieOf = sessionCookieOf
const call = (
  handler: unknown,
  method: string,
  params: Record<string, string>,
  init: StudioCall = {},
) => callStudioRoute<Answer>(handler, method, { ...init, params })

const ref = (id: string) => ({ kind: 'media', id })
const ended = { outcome: 'completed', finishedAt: '2026-01-01T10:05:00.000Z' }
const aJob = (id: string, boardId?: string) => ({
  id,
  kind: 'media',
  model: 'flux-dev',
  label: 'a lighthouse',
  startedAt: '2026-01-01T10:00:00.000Z',
  ...(boardId ? { boardId } : {}),
})

const ROUTES = [
  { name: 'GET stars', handler: stars.GET, method: 'GET', params: {} },
  {
    name: 'PUT stars',
    handler: stars.PUT,
    method: 'PUT',
    params: {},
    body: { items: [ref('x')], starred: true },
  },
  { name: 'GET boards', handler: boards.GET, method: 'GET', params: {} },
  { name: 'POST boards', handler: boards.POST, method: 'POST', params: {}, body: { name: 'n' } },
  { name: 'GET board', handler: board.GET, method: 'GET', params: { id: 'b' } },
  {
    name: 'PATCH board',
    handler: board.PATCH,
    method: 'PATCH',
    params: { id: 'b' },
    body: { name: 'n' },
  },
  { name: 'DELETE board', handler: board.DELETE, method: 'DELETE', params: { id: 'b' } },
  {
    name: 'POST board items',
    handler: items.POST,
    method: 'POST',
    params: { id: 'b' },
    body: { items: [ref('x')] },
  },
  {
    name: 'DELETE board items',
    handler: items.DELETE,
    method: 'DELETE',
    params: { id: 'b' },
    body: { items: [ref('x')] },
  },
] as const
const WRITES = ROUTES.filter((r) => r.method !== 'GET')

let A = ''
let B = ''
let aBoard = ''
beforeAll(async () => {
  A = await cookieOf('sk_live_boards_a')
  B = await cookieOf('sk_live_boards_b')
  const made = await call(boards.POST, 'POST', {}, { cookie: A, body: { name: 'Moodboard' } })
  aBoard = made.json.board.id
  await call(items.POST, 'POST', { id: aBoard }, { cookie: A, body: { items: [ref('g-1')] } })
  await call(stars.PUT, 'PUT', {}, { cookie: A, body: { items: [ref('g-1')], starred: true } })
})
afterAll(async () => {
  await server.stop()
})

describe('the stars and boards routes are guarded like every workspace route', () => {
  it.each(ROUTES)('$name answers 401 in words without a session', async (route) => {
    const body = 'body' in route ? route.body : undefined
    const answer = await call(route.handler, route.method, route.params, { body })
    expect(answer).toMatchObject({ status: 401, json: { error: 'not_connected' } })
  })

  it.each(WRITES)('$name refuses a write from another site', async (route) => {
    const body = 'body' in route ? route.body : undefined
    const answer = await call(route.handler, route.method, route.params, {
      cookie: A,
      body,
      origin: 'https://evil.example',
    })
    expect(answer).toMatchObject({ status: 403, json: { error: 'cross_site_request' } })
  })

  it('refuses a nameless board and an over-long list, in words', async () => {
    const blank = await call(boards.POST, 'POST', {}, { cookie: A, body: { name: '   ' } })
    expect(blank).toMatchObject({ status: 400, json: { message: 'Give the board a name.' } })
    const many = { items: Array.from({ length: 501 }, (_, i) => ref(`g-${i}`)) }
    const long = await call(items.POST, 'POST', { id: aBoard }, { cookie: A, body: many })
    expect(long.status).toBe(400)
    expect(long.json.message).toMatch(/\w+ \w+/)
  })
})

describe('one account keeps its boards', () => {
  it('creates, renames, lists with counts and deletes a board', async () => {
    const cookie = await cookieOf('sk_live_boards_life')
    const made = await call(boards.POST, 'POST', {}, { cookie, body: { name: ' Trip ' } })
    const id = made.json.board.id as string
    expect(made.json.board).toMatchObject({ name: 'Trip', count: 0 })
    await call(items.POST, 'POST', { id }, { cookie, body: { items: [ref('a'), ref('b')] } })
    await call(items.POST, 'POST', { id }, { cookie, body: { items: [ref('a')] } })
    const renamed = await call(board.PATCH, 'PATCH', { id }, { cookie, body: { name: 'Trips' } })
    expect(renamed.json.board).toMatchObject({ id, name: 'Trips', count: 2 })
    const read = await call(board.GET, 'GET', { id }, { cookie })
    expect(read.json.items).toHaveLength(2)
    await call(items.DELETE, 'DELETE', { id }, { cookie, body: { items: [ref('a')] } })
    expect((await call(board.GET, 'GET', { id }, { cookie })).json.items).toEqual([ref('b')])
    expect((await call(board.DELETE, 'DELETE', { id }, { cookie })).status).toBe(200)
    expect((await call(boards.GET, 'GET', {}, { cookie })).json.boards).toEqual([])
  })

  it('stars and unstars outputs', async () => {
    const cookie = await cookieOf('sk_live_boards_stars')
    const star = (starred: boolean) =>
      call(stars.PUT, 'PUT', {}, { cookie, body: { items: [ref('s-1')], starred } })
    await star(true)
    await star(true)
    expect((await call(stars.GET, 'GET', {}, { cookie })).json.stars).toEqual([ref('s-1')])
    await star(false)
    expect((await call(stars.GET, 'GET', {}, { cookie })).json.stars).toEqual([])
  })

  it('refuses stars past the most an account keeps, in words, and stays idempotent there', async () => {
    const cookie = await cookieOf('sk_live_boards_many_stars')
    const put = (ids: string[], starred = true) =>
      call(stars.PUT, 'PUT', {}, { cookie, body: { items: ids.map(ref), starred } })
    const batch = (from: number) => Array.from({ length: 500 }, (_, i) => `many-${from + i}`)
    for (let from = 0; from < 5000; from += 500) expect((await put(batch(from))).status).toBe(200)
    // A retry of stars already held changes nothing and is not refused.
    expect((await put(batch(4500))).status).toBe(200)
    const over = await put(['one-more'])
    expect(over).toMatchObject({ status: 409, json: { error: 'too_many_stars' } })
    expect(over.json.message).toMatch(/^You have starred 5,000 outputs/)
    expect((await call(stars.GET, 'GET', {}, { cookie })).json.stars).toHaveLength(5000)
    await put(['many-0'], false)
    expect((await put(['one-more'])).status).toBe(200)
  })

  it("puts a job's output on the board chosen before it started, when it completes", async () => {
    const cookie = await cookieOf('sk_live_boards_create')
    const made = await call(boards.POST, 'POST', {}, { cookie, body: { name: 'Ideas' } })
    const id = made.json.board.id as string
    await call(job.PUT, 'PUT', { id: 'done-1' }, { cookie, body: aJob('done-1', id) })
    await call(job.PUT, 'PUT', { id: 'failed-1' }, { cookie, body: aJob('failed-1', id) })
    await call(job.PUT, 'PUT', { id: 'plain-1' }, { cookie, body: aJob('plain-1') })
    await call(settle.POST, 'POST', { id: 'done-1' }, { cookie, body: ended })
    await call(settle.POST, 'POST', { id: 'plain-1' }, { cookie, body: ended })
    const failed = { ...ended, outcome: 'failed' }
    await call(settle.POST, 'POST', { id: 'failed-1' }, { cookie, body: failed })
    expect((await call(board.GET, 'GET', { id }, { cookie })).json.items).toEqual([ref('done-1')])
    // Sent later, already ended (the workspace was down when it settled): it joins too.
    const late = { ...aJob('late-1', id), outcome: 'completed', finishedAt: ended.finishedAt }
    await call(job.PUT, 'PUT', { id: 'late-1' }, { cookie, body: late })
    expect((await call(board.GET, 'GET', { id }, { cookie })).json.items).toEqual([
      ref('late-1'),
      ref('done-1'),
    ])
  })
})

describe("account B can neither read, list, change nor detect A's boards and stars", () => {
  const aUnchanged = async () => {
    const listed = await call(boards.GET, 'GET', {}, { cookie: A })
    expect(listed.json.boards).toMatchObject([{ id: aBoard, name: 'Moodboard', count: 1 }])
    expect((await call(stars.GET, 'GET', {}, { cookie: A })).json.stars).toEqual([ref('g-1')])
  }

  it('lists nothing of A', async () => {
    expect((await call(boards.GET, 'GET', {}, { cookie: B })).json).toEqual({ boards: [] })
    expect((await call(stars.GET, 'GET', {}, { cookie: B })).json).toEqual({ stars: [] })
  })

  it("answers A's board id exactly as an id nobody has", async () => {
    const attempts = [
      [board.GET, 'GET', undefined],
      [board.PATCH, 'PATCH', { name: 'Mine now' }],
      [board.DELETE, 'DELETE', undefined],
      [items.POST, 'POST', { items: [ref('b-1')] }],
      [items.DELETE, 'DELETE', { items: [ref('g-1')] }],
    ] as const
    for (const [handler, method, body] of attempts) {
      const onA = await call(handler, method, { id: aBoard }, { cookie: B, body })
      const onNothing = await call(handler, method, { id: 'never-was' }, { cookie: B, body })
      expect(onA).toEqual(onNothing)
      expect(onA.status).toBe(404)
    }
    await aUnchanged()
  })

  it("unstarring A's output from B changes nothing of A", async () => {
    await call(stars.PUT, 'PUT', {}, { cookie: B, body: { items: [ref('g-1')], starred: false } })
    await aUnchanged()
  })

  it("a job of B naming A's board puts nothing on it", async () => {
    await call(job.PUT, 'PUT', { id: 'b-job' }, { cookie: B, body: aJob('b-job', aBoard) })
    await call(settle.POST, 'POST', { id: 'b-job' }, { cookie: B, body: ended })
    await aUnchanged()
  })
})
