import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startEmbedded, type TestDatabase } from '@/lib/test/databases'
import { PROMPT_MAX_CHARS } from '@/lib/studio-api/prompt-limit'
import { callStudioRoute, sessionCookieOf } from '@/lib/test/studio-route-call'

// The team each test key belongs to, as the service's balance would name it; the browser never
// says. `sk_live_no_balance` cannot read its balance at all.
const TEAMS: Record<string, string | null> = {
  sk_live_member_1: 'team_one',
  sk_live_member_2: 'team_one',
  sk_live_other_team: 'team_two',
}
const balanceReads = vi.fn()
vi.mock('@/lib/server/upstream', () => ({
  upstreamJson: async (pathname: string, apiKey: string) => {
    balanceReads(pathname, apiKey)
    if (apiKey === 'sk_live_no_balance') return { status: 403, body: { detail: 'Forbidden' } }
    const team = TEAMS[apiKey]
    return { status: 200, body: { credits: 10, team: team ? { team_id: team } : null } }
  },
}))

process.env.SESSION_SECRET = 'p'.repeat(40)
process.env.STUDIO_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'studio-prompts-'))
const server: TestDatabase = await startEmbedded()
process.env.DATABASE_URL = server.url

const prompts = await import('./prompts/route')
const prompt = await import('./prompts/[id]/route')
const presets = await import('./presets/route')
const pending = await import('./pending/[key]/route')
const preset = await import('./presets/[id]/route')

const cookieOf = sessionCookieOf
const call = callStudioRoute

const entry = (prompt: string, extra = {}) => ({
  form: 'image',
  model: 'flux-dev',
  prompt,
  options: { aspect_ratio: '1:1' },
  sentAt: '2026-01-01T10:00:00.000Z',
  ...extra,
})
const aPreset = (name: string, shared = false) => ({
  name,
  form: 'image',
  model: 'flux-dev',
  prompt: 'product shot of {thing}',
  options: { aspect_ratio: '1:1' },
  shared,
})

let A = ''
let B = ''
beforeAll(async () => {
  A = await cookieOf('sk_live_history_a')
  B = await cookieOf('sk_live_history_b')
})
afterAll(async () => {
  await server.stop()
})

describe('the prompt history and preset routes are guarded like every studio route', () => {
  const routes = [
    [prompts.GET, 'GET', {}],
    [prompt.GET, 'GET', { id: 'x' }],
    [prompt.PUT, 'PUT', { id: 'x' }],
    [prompt.DELETE, 'DELETE', { id: 'x' }],
    [presets.GET, 'GET', {}],
    [presets.POST, 'POST', {}],
    [preset.GET, 'GET', { id: 'x' }],
    [preset.PATCH, 'PATCH', { id: 'x' }],
    [preset.DELETE, 'DELETE', { id: 'x' }],
  ] as const
  it.each(routes)(
    '%#: 401 without a session, 403 for a write from another site',
    async (h, m, params) => {
      expect((await call(h, m, { params })).status).toBe(401)
      if (m === 'GET') return
      const crossSite = await call(h, m, { params, cookie: A, origin: 'https://evil.example' })
      expect(crossSite).toMatchObject({ status: 403, json: { error: 'cross_site_request' } })
    },
  )

  it('refuses bad bodies and searches in words, and bounds the page size', async () => {
    const empty = await call(prompt.PUT, 'PUT', { cookie: A, params: { id: 'e' }, body: entry('') })
    expect(empty).toMatchObject({ status: 400, json: { message: 'The prompt is empty.' } })
    const noName = await call(presets.POST, 'POST', { cookie: A, body: aPreset('   ') })
    expect(noName).toMatchObject({ status: 400, json: { message: 'Give the preset a name.' } })
    const tooMany = await call(prompts.GET, 'GET', { cookie: A, query: 'limit=5000' })
    expect(tooMany.status).toBe(400)
    expect(tooMany.json.message).toMatch(/\w+ \w+/)
  })

  it('keeps a prompt as long as any model takes, in any script, and refuses a longer one', async () => {
    // 32,000 characters, each two bytes of UTF-8 and some written as escapes in JSON.
    const longest = `${'é'.repeat(PROMPT_MAX_CHARS - 100)}${'\n'.repeat(100)}`
    const kept = await call(prompt.PUT, 'PUT', {
      cookie: A,
      params: { id: 'l' },
      body: entry(longest),
    })
    expect(kept.status).toBe(200)
    const pendingLong = {
      key: 'long-1',
      kind: 'media',
      model: 'gpt-image-2',
      label: 'a long prompt',
      prompt: longest,
      sentAt: '2026-01-01T10:00:00.000Z',
    }
    const waiting = await call(pending.PUT, 'PUT', {
      cookie: A,
      params: { key: 'long-1' },
      body: pendingLong,
    })
    expect(waiting.status).toBe(200)
    const longer = await call(prompt.PUT, 'PUT', {
      cookie: A,
      params: { id: 'l2' },
      body: entry(`${longest}x`),
    })
    expect(longer).toMatchObject({
      status: 400,
      json: { message: `The prompt is longer than ${PROMPT_MAX_CHARS} characters.` },
    })
  })
})

describe("account B can neither read, list, change nor detect account A's history", () => {
  beforeAll(async () => {
    await call(prompt.PUT, 'PUT', { cookie: A, params: { id: 'a-1' }, body: entry('a red kite') })
  })

  it('finds A’s prompt for A only, by search too', async () => {
    const mine = await call(prompts.GET, 'GET', { cookie: A, query: 'q=KITE' })
    expect(mine.json.entries).toMatchObject([
      { id: 'a-1', prompt: 'a red kite', model: 'flux-dev' },
    ])
    const theirs = await call(prompts.GET, 'GET', { cookie: B, query: 'q=kite' })
    expect(theirs.json).toEqual({ entries: [], next: null })
  })

  it("answers a guessed id of A's exactly as an id nobody has", async () => {
    for (const [handler, method] of [
      [prompt.GET, 'GET'],
      [prompt.DELETE, 'DELETE'],
    ] as const) {
      const onA = await call(handler, method, { cookie: B, params: { id: 'a-1' } })
      const onNothing = await call(handler, method, { cookie: B, params: { id: 'never-was' } })
      expect(onA).toEqual(onNothing)
    }
    // A save under A's id makes B's own entry; A's is untouched.
    await call(prompt.PUT, 'PUT', { cookie: B, params: { id: 'a-1' }, body: entry('B wrote') })
    expect(
      (await call(prompt.GET, 'GET', { cookie: A, params: { id: 'a-1' } })).json.entry,
    ).toMatchObject({
      prompt: 'a red kite',
    })
  })
})

describe('presets: own, team, and nobody else', () => {
  let member1 = ''
  let member2 = ''
  let otherTeam = ''
  let sharedId = ''
  let personalId = ''
  beforeAll(async () => {
    member1 = await cookieOf('sk_live_member_1')
    member2 = await cookieOf('sk_live_member_2')
    otherTeam = await cookieOf('sk_live_other_team')
    const save = async (body: unknown) =>
      ((await call(presets.POST, 'POST', { cookie: member1, body })).json.preset as { id: string })
        .id
    sharedId = await save(aPreset('Team', true))
    personalId = await save(aPreset('Mine'))
  })

  it('shows a team preset to another member, read-only, and nothing to a non-member', async () => {
    const seen = await call(presets.GET, 'GET', { cookie: member2 })
    expect(seen.json).toMatchObject({ team: 'member', presets: [{ name: 'Team', mine: false }] })
    expect(seen.json.presets).toHaveLength(1)
    expect((await call(presets.GET, 'GET', { cookie: otherTeam })).json.presets).toEqual([])
    expect((await call(presets.GET, 'GET', { cookie: A })).json).toEqual({
      presets: [],
      team: 'none',
    })
    const guessed = await call(preset.GET, 'GET', { cookie: otherTeam, params: { id: sharedId } })
    const nothing = await call(preset.GET, 'GET', { cookie: otherTeam, params: { id: 'nope' } })
    expect(guessed).toEqual(nothing)
    expect(
      (await call(preset.GET, 'GET', { cookie: member2, params: { id: personalId } })).status,
    ).toBe(404)
  })

  it('lets only the author rename or delete; a teammate is told why in words', async () => {
    const rename = await call(preset.PATCH, 'PATCH', {
      cookie: member2,
      params: { id: sharedId },
      body: { name: 'Mine now' },
    })
    expect(rename).toMatchObject({ status: 403, json: { error: 'not_author' } })
    const remove = await call(preset.DELETE, 'DELETE', {
      cookie: member2,
      params: { id: sharedId },
    })
    expect(remove.status).toBe(403)
    for (const [handler, method, body] of [
      [preset.PATCH, 'PATCH', { name: 'x' }],
      [preset.DELETE, 'DELETE', undefined],
    ] as const) {
      const onShared = await call(handler, method, {
        cookie: otherTeam,
        params: { id: sharedId },
        body,
      })
      const onNothing = await call(handler, method, {
        cookie: otherTeam,
        params: { id: 'nope' },
        body,
      })
      expect(onShared).toEqual(onNothing)
    }
    const own = await call(preset.PATCH, 'PATCH', {
      cookie: member1,
      params: { id: sharedId },
      body: { name: 'Team v2' },
    })
    expect(own.json.preset).toMatchObject({ name: 'Team v2', shared: true, mine: true })
  })

  it('takes the team from the service, never from the body', async () => {
    const spoof = { ...aPreset('Spoof', true), team_id: 'team_one', teamId: 'team_one' }
    const loner = await call(presets.POST, 'POST', { cookie: A, body: spoof })
    expect(loner).toMatchObject({ status: 400, json: { error: 'no_team' } })
    const elsewhere = { ...aPreset('Aimed at team two', true), team_id: 'team_two' }
    expect((await call(presets.POST, 'POST', { cookie: member2, body: elsewhere })).status).toBe(
      200,
    )
    expect((await call(presets.GET, 'GET', { cookie: otherTeam })).json.presets).toEqual([])
    const seen = (await call(presets.GET, 'GET', { cookie: member1 })).json.presets
    const names = (seen as { name: string }[]).map((p) => p.name)
    expect(names).toEqual(['Aimed at team two', 'Mine', 'Team v2'])
  })

  it('says the team is unknown when the balance cannot be read, and still saves personal presets', async () => {
    const cookie = await cookieOf('sk_live_no_balance')
    expect((await call(presets.GET, 'GET', { cookie })).json).toEqual({
      presets: [],
      team: 'unknown',
    })
    const saved = await call(presets.POST, 'POST', {
      cookie,
      body: aPreset('Read-only keeps this'),
    })
    expect(saved.status).toBe(200)
  })
})
