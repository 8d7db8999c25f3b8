import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmbedded, type TestDatabase } from '@/lib/test/databases'
import { callStudioRoute, sessionCookieOf, type StudioCall } from '@/lib/test/studio-route-call'

// The workspace routes, called as Next calls them, on the embedded database.
process.env.SESSION_SECRET = 'w'.repeat(40)
process.env.STUDIO_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'studio-workspace-'))
const server: TestDatabase = await startEmbedded()
process.env.DATABASE_URL = server.url

const { browserScopeOf } = await import('@/lib/server/account')
const jobs = await import('./jobs/route')
const job = await import('./jobs/[id]/route')
const settle = await import('./jobs/[id]/settle/route')
const pending = await import('./pending/[key]/route')
const lineage = await import('./lineage/route')
const lineageOf = await import('./lineage/[id]/route')
const drafts = await import('./drafts/[id]/route')
const announced = await import('./announced/route')

const cookieOf = sessionCookieOf
const call = (
  handler: unknown,
  method: string,
  params: Record<string, string>,
  init: StudioCall = {},
) => callStudioRoute(handler, method, { ...init, params })

const aJob = (id: string, label = 'a lighthouse at dusk') => ({
  id,
  kind: 'media',
  model: 'flux-dev',
  label,
  startedAt: '2026-01-01T10:00:00.000Z',
  madeFrom: [{ kind: 'media', id: `${id}-source`, label: 'the source' }],
})
const aSubmission = (key: string) => ({
  key,
  kind: 'media',
  model: 'flux-dev',
  label: 'a submission',
  prompt: 'a lighthouse',
  sentAt: '2026-01-01T10:00:00.000Z',
})
const aDraft = (title: string, savedAt = '2026-01-01T10:00:00.000Z') => ({
  draft: {
    title,
    model: 'veo3',
    aspect_ratio: '16:9',
    scenes: [{ prompt: 'a harbour', duration_seconds: 8 }],
  },
  savedAt,
})
const ended = { outcome: 'completed', finishedAt: '2026-01-01T10:05:00.000Z' }

/** Every studio route, with a valid request for it: the table the guard tests walk. */
interface RouteCase {
  name: string
  handler: unknown
  method: string
  params: Record<string, string>
  body?: unknown
}
const ROUTES: RouteCase[] = [
  { name: 'GET /api/studio/jobs', handler: jobs.GET, method: 'GET', params: {} },
  {
    name: 'PUT /api/studio/jobs/{id}',
    handler: job.PUT,
    method: 'PUT',
    params: { id: 'j' },
    body: aJob('j'),
  },
  {
    name: 'DELETE /api/studio/jobs/{id}',
    handler: job.DELETE,
    method: 'DELETE',
    params: { id: 'j' },
  },
  {
    name: 'POST /api/studio/jobs/{id}/settle',
    handler: settle.POST,
    method: 'POST',
    params: { id: 'j' },
    body: ended,
  },
  {
    name: 'PUT /api/studio/pending/{key}',
    handler: pending.PUT,
    method: 'PUT',
    params: { key: 'k' },
    body: aSubmission('k'),
  },
  {
    name: 'DELETE /api/studio/pending/{key}',
    handler: pending.DELETE,
    method: 'DELETE',
    params: { key: 'k' },
  },
  { name: 'GET /api/studio/lineage', handler: lineage.GET, method: 'GET', params: {} },
  {
    name: 'PUT /api/studio/lineage/{id}',
    handler: lineageOf.PUT,
    method: 'PUT',
    params: { id: 'o' },
    body: { kind: 'media', madeFrom: [{ kind: 'media', id: 's' }] },
  },
  {
    name: 'GET /api/studio/drafts/{id}',
    handler: drafts.GET,
    method: 'GET',
    params: { id: 'story' },
  },
  {
    name: 'PUT /api/studio/drafts/{id}',
    handler: drafts.PUT,
    method: 'PUT',
    params: { id: 'story' },
    body: aDraft('t'),
  },
  {
    name: 'DELETE /api/studio/drafts/{id}',
    handler: drafts.DELETE,
    method: 'DELETE',
    params: { id: 'story' },
  },
  { name: 'GET /api/studio/announced', handler: announced.GET, method: 'GET', params: {} },
  {
    name: 'PUT /api/studio/announced',
    handler: announced.PUT,
    method: 'PUT',
    params: {},
    body: { questions: [{ questionId: 'q', mark: 'known' }] },
  },
]
const WRITES = ROUTES.filter((r) => r.method !== 'GET')

let A = ''
let B = ''
beforeAll(async () => {
  A = await cookieOf('sk_live_account_a')
  B = await cookieOf('sk_live_account_b')
})
afterAll(async () => {
  await server.stop()
})

describe('every studio route is guarded like the proxy', () => {
  it.each(ROUTES)('$name answers 401 in words without a session', async (route) => {
    const answer = await call(route.handler, route.method, route.params, { body: route.body })
    expect(answer).toMatchObject({ status: 401, json: { error: 'not_connected' } })
  })

  it.each(WRITES)('$name refuses a write from another site', async (route) => {
    const answer = await call(route.handler, route.method, route.params, {
      cookie: A,
      body: route.body,
      origin: 'https://evil.example',
    })
    expect(answer).toMatchObject({ status: 403, json: { error: 'cross_site_request' } })
  })

  it.each(WRITES.filter((r) => r.body))(
    '$name refuses a body that is not its shape, in words',
    async (route) => {
      const answer = await call(route.handler, route.method, route.params, {
        cookie: A,
        body: { nope: 1 },
      })
      expect(answer.status).toBe(400)
      expect(answer.json.message).toEqual(expect.stringMatching(/\w+ \w+/))
      // In the studio's words, never a validator's (lib/config/issue-words.ts).
      expect(answer.json.message).not.toMatch(
        /Invalid input|expected \w+, received|Too (big|small)/,
      )
    },
  )

  it('names the member at fault beside the words, for a program to read', async () => {
    const wrong = { ...aJob('named'), madeFrom: [{ kind: 'media', id: 7 }] }
    const answer = await call(job.PUT, 'PUT', { id: 'named' }, { cookie: A, body: wrong })
    expect(answer).toMatchObject({ status: 400, json: { field: 'madeFrom.0.id' } })
    expect(answer.json.message).not.toContain('madeFrom')
    const badId = await call(
      job.PUT,
      'PUT',
      { id: 'x'.repeat(201) },
      { cookie: A, body: aJob('x') },
    )
    expect(badId).toMatchObject({ status: 400, json: { field: 'id' } })
  })

  it('refuses a body over its bound before parsing it', async () => {
    const huge = aJob('big', 'x'.repeat(20_000))
    const answer = await call(job.PUT, 'PUT', { id: 'big' }, { cookie: A, body: huge })
    expect(answer).toMatchObject({ status: 413, json: { error: 'request_too_large' } })
    // What another site's form could make a browser send is refused before it is read.
    const asForm = await call(
      job.PUT,
      'PUT',
      { id: 'a-form' },
      {
        cookie: A,
        rawBody: JSON.stringify(aJob('a-form')),
        contentType: 'text/plain',
      },
    )
    expect(asForm).toMatchObject({ status: 415, json: { error: 'unsupported_media_type' } })
    // What was not read is not drained: the connection closes once the refusal is sent.
    for (const refused of [answer, asForm]) {
      expect(refused.headers.get('connection')).toBe('close')
    }
    const read = await call(drafts.GET, 'GET', { id: 'not-a-draft' }, { cookie: A })
    expect(read.status).toBe(404)
    expect(read.headers.get('connection')).toBeNull()
    const notJson = await call(job.PUT, 'PUT', { id: 'big' }, { cookie: A, rawBody: '{' })
    expect(notJson).toMatchObject({
      status: 400,
      json: { message: 'The request body must be JSON.' },
    })
  })
})

describe('text the database cannot hold as it is', () => {
  // A label cut at a fixed length can split an emoji (a lone surrogate), and pasted text can
  // carry a NUL: PostgreSQL refuses both in jsonb and text, which read as "workspace down" and
  // left a paid job untracked. They are kept with U+FFFD in their place.
  it('keeps a job, a submission, a link and a draft whose text holds a split emoji or a NUL', async () => {
    const cookie = await cookieOf('sk_live_odd_text')
    const odd = `${'a'.repeat(58)}\ud83c` // the first half of an emoji, as slice(0, 59) leaves it
    const withNul = 'before\u0000after'
    const oddJob = {
      ...aJob('odd-1', odd),
      madeFrom: [{ kind: 'media', id: 's-1', label: withNul }],
    }
    expect((await call(job.PUT, 'PUT', { id: 'odd-1' }, { cookie, body: oddJob })).status).toBe(200)
    const sub = { ...aSubmission('odd-k'), prompt: withNul }
    expect((await call(pending.PUT, 'PUT', { key: 'odd-k' }, { cookie, body: sub })).status).toBe(
      200,
    )
    const draft = aDraft(withNul)
    expect((await call(drafts.PUT, 'PUT', { id: 'story' }, { cookie, body: draft })).status).toBe(
      200,
    )
    const tray = await call(jobs.GET, 'GET', {}, { cookie })
    expect(tray.json.jobs).toMatchObject([{ id: 'odd-1', label: `${'a'.repeat(58)}\ufffd` }])
    expect(tray.json.pending).toMatchObject([{ key: 'odd-k', prompt: 'before\ufffdafter' }])
    expect((await call(lineage.GET, 'GET', {}, { cookie })).json.links).toMatchObject([
      { source: { id: 's-1', label: 'before\ufffdafter' } },
    ])
    expect((await call(drafts.GET, 'GET', { id: 'story' }, { cookie })).json.draft).toMatchObject({
      title: 'before\ufffdafter',
    })
  })
})

describe('what a client sends that the workspace will not keep', () => {
  // Each is the request's fault and would fail again: a 400 in words, which the browser's outbox
  // drops, never a 5xx, which it holds (and every later write behind it) to try again.
  it('refuses a value the database cannot store, as the request at fault', async () => {
    const cookie = await cookieOf('sk_live_unstorable')
    const answer = await call(
      announced.PUT,
      'PUT',
      {},
      {
        cookie,
        body: { questions: [{ questionId: 'q\u0000', mark: 'known' }] },
      },
    )
    expect(answer).toMatchObject({
      status: 400,
      json: { message: 'The request holds a value the workspace cannot store.' },
    })
  })

  it('refuses a body nested deeper than any the studio sends, before parsing it', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`
    const rawBody = JSON.stringify(aJob('deep')).replace(/}$/, `,"extra":${deep}}`)
    const answer = await call(job.PUT, 'PUT', { id: 'deep' }, { cookie: A, rawBody })
    expect(answer).toMatchObject({
      status: 400,
      json: { message: 'The request body nests more than 64 levels deep.' },
    })
  })

  it('keeps no draft under a name the studio does not use', async () => {
    const cookie = await cookieOf('sk_live_many_drafts')
    const put = await call(drafts.PUT, 'PUT', { id: 'spam-1' }, { cookie, body: aDraft('spam') })
    expect(put).toMatchObject({
      status: 404,
      json: { message: 'The studio keeps no draft of that name.' },
    })
    expect((await call(drafts.GET, 'GET', { id: 'spam-1' }, { cookie })).status).toBe(404)
    expect((await call(drafts.DELETE, 'DELETE', { id: 'spam-1' }, { cookie })).status).toBe(404)
  })
})

describe('a page still showing the account this browser was signed in as before', () => {
  // Another tab signed in as B replaced the cookie: until this page hears of it, its reads and
  // autosaves carry B's cookie. They name the account they were made for and are refused,
  // so A's draft never lands in B's workspace and B's tray is never kept as A's.
  it("refuses reads and writes made for another account's page, and takes its own", async () => {
    const cookie = await cookieOf('sk_live_second_tab')
    const stale = browserScopeOf('sk_live_first_tab')
    const write = await call(
      drafts.PUT,
      'PUT',
      { id: 'story' },
      { cookie, scope: stale, body: aDraft('A in B') },
    )
    expect(write).toMatchObject({ status: 409, json: { error: 'account_changed' } })
    const read = await call(jobs.GET, 'GET', {}, { cookie, scope: stale })
    expect(read).toMatchObject({ status: 409, json: { error: 'account_changed' } })
    expect((await call(drafts.GET, 'GET', { id: 'story' }, { cookie })).json.draft).toBeNull()
    const own = browserScopeOf('sk_live_second_tab')
    expect((await call(jobs.GET, 'GET', {}, { cookie, scope: own })).status).toBe(200)
  })
})

describe('a retried save never duplicates', () => {
  it('keeps one job, one submission and one link however often they are sent', async () => {
    const cookie = await cookieOf('sk_live_retries')
    for (let i = 0; i < 3; i++) {
      expect(
        (await call(job.PUT, 'PUT', { id: 'r-1' }, { cookie, body: aJob('r-1') })).status,
      ).toBe(200)
      await call(pending.PUT, 'PUT', { key: 'k-1' }, { cookie, body: aSubmission('k-1') })
    }
    const tray = await call(jobs.GET, 'GET', {}, { cookie })
    expect(tray.json.jobs).toHaveLength(1)
    expect(tray.json.pending).toHaveLength(1)
    expect((await call(lineage.GET, 'GET', {}, { cookie })).json.links).toHaveLength(1)
    const first = await call(settle.POST, 'POST', { id: 'r-1' }, { cookie, body: ended })
    const again = await call(settle.POST, 'POST', { id: 'r-1' }, { cookie, body: ended })
    expect([first.json.settled, again.json.settled]).toEqual([true, false])
  })
})

describe("account B can neither read, list, change nor detect account A's rows", () => {
  beforeAll(async () => {
    await call(job.PUT, 'PUT', { id: 'a-job' }, { cookie: A, body: aJob('a-job') })
    await call(pending.PUT, 'PUT', { key: 'a-key' }, { cookie: A, body: aSubmission('a-key') })
    await call(drafts.PUT, 'PUT', { id: 'story' }, { cookie: A, body: aDraft('A draft') })
    await call(
      announced.PUT,
      'PUT',
      {},
      { cookie: A, body: { questions: [{ questionId: 'a-q', mark: 'known' }] } },
    )
  })

  const aUnchanged = async () => {
    const tray = await call(jobs.GET, 'GET', {}, { cookie: A })
    expect(tray.json.jobs).toEqual([aJob('a-job')])
    expect(tray.json.pending).toEqual([aSubmission('a-key')])
    expect(
      (await call(drafts.GET, 'GET', { id: 'story' }, { cookie: A })).json.draft,
    ).toMatchObject({ title: 'A draft' })
    expect((await call(lineage.GET, 'GET', {}, { cookie: A })).json.links).toHaveLength(1)
    expect((await call(announced.GET, 'GET', {}, { cookie: A })).json.questions).toHaveLength(1)
  }

  it('lists and reads nothing of A', async () => {
    expect((await call(jobs.GET, 'GET', {}, { cookie: B })).json).toEqual({ jobs: [], pending: [] })
    expect((await call(lineage.GET, 'GET', {}, { cookie: B })).json).toEqual({ links: [] })
    expect((await call(announced.GET, 'GET', {}, { cookie: B })).json).toEqual({ questions: [] })
    expect((await call(drafts.GET, 'GET', { id: 'story' }, { cookie: B })).json).toEqual({
      draft: null,
      savedAt: null,
    })
  })

  it("answers a guessed id of A's exactly as an id nobody has", async () => {
    const attempts = [
      [job.DELETE, 'DELETE', { id: 'a-job' }, { id: 'never-was' }, undefined],
      [settle.POST, 'POST', { id: 'a-job' }, { id: 'never-was' }, ended],
      [pending.DELETE, 'DELETE', { key: 'a-key' }, { key: 'never-was' }, undefined],
    ] as const
    for (const [handler, method, guessed, unknown, body] of attempts) {
      const onA = await call(handler, method, guessed, { cookie: B, body })
      const onNothing = await call(handler, method, unknown, { cookie: B, body })
      expect(onA).toEqual(onNothing)
    }
    await aUnchanged()
  })

  it("writes under A's ids (and a body naming A) make B's own rows and leave A's alone", async () => {
    const spoof = { ...aJob('a-job', 'B was here'), account_id: 'A', accountId: 'A' }
    await call(job.PUT, 'PUT', { id: 'a-job' }, { cookie: B, body: spoof })
    await call(
      pending.PUT,
      'PUT',
      { key: 'a-key' },
      { cookie: B, body: { ...aSubmission('a-key'), label: 'B' } },
    )
    await call(
      drafts.PUT,
      'PUT',
      { id: 'story' },
      { cookie: B, body: aDraft('B draft', '2030-01-01T00:00:00.000Z') },
    )
    await call(
      lineageOf.PUT,
      'PUT',
      { id: 'a-job' },
      { cookie: B, body: { kind: 'media', madeFrom: [{ kind: 'media', id: 'b-src' }] } },
    )
    await call(
      announced.PUT,
      'PUT',
      {},
      { cookie: B, body: { questions: [{ questionId: 'a-q', mark: 'warned' }] } },
    )
    await aUnchanged()
    expect((await call(jobs.GET, 'GET', {}, { cookie: B })).json.jobs).toEqual([
      aJob('a-job', 'B was here'),
    ])
  })
})

describe('when the database is down', () => {
  it('says in words that the workspace is unavailable', async () => {
    await server.stop()
    const answer = await call(jobs.GET, 'GET', {}, { cookie: A })
    expect(answer.status).toBe(503)
    expect(answer.json).toMatchObject({ error: 'workspace_unavailable' })
    expect(answer.json.message).toMatch(/Nothing is lost/)
  })
})
