import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { workspaceBackends, type TestDatabase } from '@/lib/test/databases'
import { promptRowSize, WORKSPACE_BYTES } from './caps'
import { openWorkspaceDatabase, type WorkspaceDatabase } from './database'
import { migrate } from './migrations'
import { presetStore } from './presets'
import { HISTORY_PAGE_BYTES, promptHistory } from './prompts'
import { CLIENT_CLOCK_AHEAD_MS } from './server-clock'
import { workspaceStore } from './store'

// What an account's rows may take on disk, and whose clock orders them.
/** Text the database's compression cannot shrink much: three bytes a character, little repeated. */
const wide = (n: number, seed: number) =>
  Array.from({ length: n }, (_, k) =>
    String.fromCharCode(0x4e00 + ((k * 7919 + seed) % 20000)),
  ).join('')
/** ~260 KB: a prompt at the longest a model takes, and a story's worth of options. */
const heavy = (i: number, sentAt = new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString()) => ({
  form: 'image' as const,
  model: 'flux-dev',
  prompt: `${wide(31_990, i)} ${i}`,
  options: { notes: wide(55_000, i + 1) },
  sentAt,
})
const FAR_AHEAD = '9999-12-31T00:00:00.000Z'

describe.each(workspaceBackends())('bytes and dates on $name', (backend) => {
  if (backend.skip) return it.skip(`needs a real PostgreSQL: ${backend.skip}`)
  let server: TestDatabase
  let database: WorkspaceDatabase
  let url = ''
  beforeAll(async () => {
    server = await backend.start()
    url = await backend.fresh(server.url)
    database = openWorkspaceDatabase(url)
    await database.ready()
  })
  afterAll(async () => {
    await database?.close()
    await server?.stop()
  })
  const historyBytes = async (account: string) => {
    const { rows } = await sql<{ bytes: string; n: number }>`
      select coalesce(sum(${promptRowSize}), 0) as bytes, count(*)::int as n
      from prompt_history where account_id = ${account}`.execute(database.db)
    return { bytes: Number(rows[0]?.bytes), entries: rows[0]?.n ?? 0 }
  }

  it('keeps the newest prompts that fit in the history’s bytes, and no more', async () => {
    const history = promptHistory(database.db, 'acct-long-prompts')
    for (let i = 0; i < 50; i += 1) await history.record(`e-${i}`, heavy(i))
    const held = await historyBytes('acct-long-prompts')
    expect(held.bytes).toBeLessThanOrEqual(WORKSPACE_BYTES.prompts)
    expect(held.entries).toBeLessThan(50)
    expect(held.entries).toBeGreaterThan(20)
    expect(await history.read('e-49')).not.toBeNull()
    expect(await history.read('e-0')).toBeNull()
  })

  it('does not grow the disk as the oldest prompts are replaced', async () => {
    const history = promptHistory(database.db, 'acct-replacing')
    const tableSize = async () => {
      // What autovacuum does in the background, done now.
      await sql`vacuum prompt_history`.execute(database.db)
      const { rows } = await sql<{ bytes: string }>`
        select pg_total_relation_size('prompt_history') as bytes`.execute(database.db)
      return Number(rows[0]?.bytes)
    }
    // Each round writes more than the history keeps (40 entries of ~260 KB): the first fills
    // it, the second replaces it whole; after that, the space freed is used again.
    const round = async (n: number) => {
      for (let i = 0; i < 40; i += 1) await history.record(`r-${n}-${i}`, heavy(n * 100 + i))
      return tableSize()
    }
    await round(0)
    const replacedOnce = await round(1)
    for (const n of [2, 3, 4]) expect(await round(n)).toBeLessThan(replacedOnce * 1.25)
  }, 120_000)

  it('answers a page of history within its bytes, and the pages after it', async () => {
    const history = promptHistory(database.db, 'acct-long-prompts')
    const seen: string[] = []
    let before: string | undefined
    do {
      const page = await history.list({ q: '', limit: 50, before })
      const weight = Buffer.byteLength(JSON.stringify(page.entries))
      expect(page.entries.length).toBeGreaterThan(0)
      expect(weight).toBeLessThanOrEqual(HISTORY_PAGE_BYTES + 300_000)
      seen.push(...page.entries.map((entry) => entry.id))
      before = page.next ?? undefined
    } while (before)
    const { entries } = await historyBytes('acct-long-prompts')
    expect(seen).toHaveLength(entries)
    expect(new Set(seen).size).toBe(entries)
    expect(seen[0]).toBe('e-49')
  })

  it('refuses in words a preset past the presets’ bytes, keeping the rest', async () => {
    const presets = presetStore(database.db, 'acct-long-presets', null)
    let refusal: unknown = null
    for (let i = 0; i < 40 && !refusal; i += 1) {
      refusal = await presets.create({ ...heavy(i), name: `Long ${i}`, shared: false }).then(
        () => null,
        (error: unknown) => error,
      )
    }
    expect(refusal).toMatchObject({
      status: 409,
      code: 'presets_too_large',
      message: expect.stringMatching(/^Your presets take 4\.0 MB, the most one account keeps/),
    })
    const { rows } = await sql<{ bytes: string }>`
      select sum(pg_column_size(prompt) + pg_column_size(options)) as bytes from presets
      where owner_account = 'acct-long-presets'`.execute(database.db)
    expect(Number(rows[0]?.bytes)).toBeLessThanOrEqual(WORKSPACE_BYTES.presets)
  })

  it('keeps the newest submissions that fit in their bytes', async () => {
    const store = workspaceStore(database.db, 'acct-long-submissions')
    for (let i = 0; i < 40; i += 1) {
      await store.savePending({
        key: `s-${i}`,
        kind: 'media',
        model: 'flux-dev',
        label: 'a submission',
        prompt: wide(32_000, i),
        sentAt: '2026-01-01T10:00:00.000Z',
      })
    }
    const { rows } = await sql<{ bytes: string }>`
      select sum(pg_column_size(body)) as bytes from pending_submissions
      where account_id = 'acct-long-submissions'`.execute(database.db)
    expect(Number(rows[0]?.bytes)).toBeLessThanOrEqual(WORKSPACE_BYTES.pendingSubmissions)
    expect((await store.listJobs()).pending.map((p) => p.key)).toContain('s-39')
  })

  it('dates a prompt sent “in 9999” now, so a prompt sent after it is newer', async () => {
    const history = promptHistory(database.db, 'acct-ahead')
    for (let i = 0; i < 5; i += 1) {
      await history.record(`ahead-${i}`, { ...heavy(i), prompt: `ahead ${i}`, sentAt: FAR_AHEAD })
    }
    const now = new Date().toISOString()
    await history.record('today', { ...heavy(9), prompt: 'today', sentAt: now })
    const { entries } = await history.list({ q: '', limit: 10 })
    expect(entries[0]?.id).toBe('today')
    const latest = Date.now() + CLIENT_CLOCK_AHEAD_MS
    for (const entry of entries) expect(Date.parse(entry.sentAt)).toBeLessThanOrEqual(latest)
  })

  it('lets a later save of the draft win over one dated “in 9999”', async () => {
    const store = workspaceStore(database.db, 'acct-draft-ahead')
    const draft = (title: string) => ({
      title,
      model: 'veo3',
      aspect_ratio: '16:9',
      scenes: [{ prompt: 'a harbour', duration_seconds: 8 }],
    })
    await store.saveDraft('story', draft('from the future'), FAR_AHEAD)
    await new Promise((resolve) => setTimeout(resolve, 5))
    await store.saveDraft('story', draft('typed later'), new Date().toISOString())
    expect((await store.readDraft('story'))?.draft?.title).toBe('typed later')
  })

  it('dates rows kept ahead of the clock by earlier studios now, as it migrates', async () => {
    const older = openWorkspaceDatabase(await backend.fresh(server.url))
    await migrate(older.db as never, '0004_stars_and_boards')
    await sql`insert into prompt_history
      values ('acct', 'e', 'image', 'm', 'p', '{}', ${FAR_AHEAD})`.execute(older.db)
    await sql`insert into drafts values ('acct', 'story', '{}', ${FAR_AHEAD})`.execute(older.db)
    await migrate(older.db as never)
    const { rows } = await sql<{ at: Date }>`select sent_at as at from prompt_history
      union all select saved_at from drafts`.execute(older.db)
    for (const row of rows) expect(row.at.getTime()).toBeLessThanOrEqual(Date.now())
    await older.close()
  })
})
