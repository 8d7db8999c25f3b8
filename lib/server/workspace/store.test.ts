import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { realPostgresMissing, workspaceBackends, type TestDatabase } from '@/lib/test/databases'
import { openWorkspaceDatabase, type WorkspaceDatabase } from './database'
import { MIGRATIONS, migrate } from './migrations'
import { MAX_PENDING, MAX_RUNNING_JOBS, workspaceStore } from './store'

const missing = realPostgresMissing()
if (missing) console.warn(`SKIPPED the store's tests on real PostgreSQL: ${missing}.`)

const job = (id: string, extra = {}) => ({
  id,
  kind: 'media' as const,
  model: 'flux-dev',
  label: `a lighthouse ${id}`,
  startedAt: '2026-01-01T10:00:00.000Z',
  ...extra,
})
const draft = (title: string) => ({
  title,
  model: 'veo3',
  aspect_ratio: '16:9',
  scenes: [{ prompt: 'a harbour at dawn', duration_seconds: 8 }],
})

const BACKENDS = workspaceBackends()

describe.each(BACKENDS)('the workspace store on $name', ({ start, fresh, skip }) => {
  if (skip) return it.skip(`needs a real PostgreSQL: ${skip}`)
  let server: TestDatabase
  let database: WorkspaceDatabase
  let url = ''

  beforeAll(async () => {
    server = await start()
    url = await fresh(server.url)
    database = openWorkspaceDatabase(url)
    await database.ready()
  })
  afterAll(async () => {
    await database?.close()
    await server?.stop()
  })

  it('migrates an empty database, then finds nothing left to do', async () => {
    const { rows } = await sql<{
      name: string
    }>`select name from studio_migrations order by name`.execute(database.db)
    expect(rows.map((r) => r.name)).toEqual(Object.keys(MIGRATIONS))
    await migrate(database.db as never)
    const again = await sql<{
      n: number
    }>`select count(*)::int as n from studio_migrations`.execute(database.db)
    expect(again.rows[0]?.n).toBe(Object.keys(MIGRATIONS).length)
  })

  it('migrates once when two instances start together, without the requests’ time limit', async () => {
    const shared = await fresh(server.url)
    const [a, b] = [openWorkspaceDatabase(shared), openWorkspaceDatabase(shared)]
    await Promise.all([a.ready(), b.ready()])
    const { rows } = await sql<{
      n: number
    }>`select count(*)::int as n from studio_migrations`.execute(a.db)
    expect(rows[0]?.n).toBe(Object.keys(MIGRATIONS).length)
    // The connection that migrated is back in the pool with the requests' limit.
    for (const db of [a.db, b.db]) {
      const limit = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(db)
      expect(limit.rows[0]?.statement_timeout).toBe('5s')
    }
    await Promise.all([a.close(), b.close()])
  })

  it('keeps rows written under every earlier migration set when it migrates forward', async () => {
    const names = Object.keys(MIGRATIONS)
    for (const [index, previous] of names.slice(0, -1).entries()) {
      const older = openWorkspaceDatabase(await fresh(server.url))
      await migrate(older.db as never, previous)
      const store = workspaceStore(older.db, `acct-upgrade-${index}`)
      await store.saveJob(job('kept', { madeFrom: [{ kind: 'media', id: 'src' }] }))
      await migrate(older.db as never)
      expect((await store.listJobs()).jobs.map((j) => j.id)).toEqual(['kept'])
      expect(await store.listLineage()).toHaveLength(1)
      await store.saveDraft('story', draft('after upgrade'), '2026-01-01T10:00:00.000Z')
      expect((await store.readDraft('story'))?.draft?.title).toBe('after upgrade')
      await older.close()
    }
  })

  it('tracks a job once however often its save is retried, with its lineage', async () => {
    const store = workspaceStore(database.db, 'acct-retry')
    const tracked = job('j-1', { madeFrom: [{ kind: 'media', id: 'j-0', label: 'the source' }] })
    await store.saveJob(tracked)
    await store.saveJob(tracked)
    expect((await store.listJobs()).jobs).toEqual([tracked])
    expect(await store.listLineage()).toEqual([
      {
        output: { kind: 'media', id: 'j-1' },
        source: { kind: 'media', id: 'j-0', label: 'the source' },
      },
    ])
  })

  it('reads at most the lineage links it is asked for, newest first, and counts what it read', async () => {
    const store = workspaceStore(database.db, 'acct-lineage-limit')
    const sources = ['s-3', 's-1', 's-2'].map((id) => ({ kind: 'media' as const, id }))
    await store.saveJob(job('j-3', { madeFrom: sources }))
    expect(await store.listLineage()).toHaveLength(3)
    // Links saved together share their moment: they come in a steady order.
    const two = await store.readLineage(2)
    expect(two.links.map((l) => l.source.id)).toEqual(['s-1', 's-2'])
    expect(two.rowsRead).toBe(2)
    // A limit that is not a count reads one row, never none and never all.
    expect((await store.readLineage(Number.NaN)).rowsRead).toBe(1)
    expect((await store.readLineage(-5)).rowsRead).toBe(1)
    // A row that no longer parses (a kind since removed) is left out but still counted.
    await sql`insert into lineage (account_id, output_id, output_kind, source_id, source_kind)
      values ('acct-lineage-limit', 'j-old', 'a-kind-since-removed', 's-0', 'media')`.execute(
      database.db,
    )
    const all = await store.readLineage(10)
    expect(all.links).toHaveLength(3)
    expect(all.rowsRead).toBe(4)
  })

  it('records an outcome once: the second device is told it was already settled', async () => {
    const store = workspaceStore(database.db, 'acct-settle')
    await store.saveJob(job('j-2'))
    const end = { outcome: 'completed' as const, finishedAt: '2026-01-01T10:01:00.000Z' }
    expect(await store.settleJob('j-2', end)).toMatchObject({
      settled: true,
      job: { outcome: 'completed' },
    })
    expect(await store.settleJob('j-2', { ...end, outcome: 'failed' })).toMatchObject({
      settled: false,
      job: { outcome: 'completed' },
    })
    // A late re-save of the running job does not undo the outcome.
    await store.saveJob(job('j-2'))
    expect((await store.listJobs()).jobs[0]?.outcome).toBe('completed')
    expect(await store.settleJob('nobody', end)).toBeNull()
  })

  it('reads the tray within its bounds, the newest first, however much a client stored', async () => {
    const store = workspaceStore(database.db, 'account-many')
    for (let i = 0; i <= MAX_RUNNING_JOBS; i += 1) await store.saveJob(job(`many-${i}`))
    for (let i = 0; i <= MAX_PENDING; i += 1) {
      await store.savePending({
        key: `many-${i}`,
        kind: 'media',
        model: 'flux-dev',
        label: 'a submission',
        prompt: 'a lighthouse',
        sentAt: '2026-01-01T10:00:00.000Z',
      })
    }
    const { jobs, pending } = await store.listJobs()
    expect(jobs).toHaveLength(MAX_RUNNING_JOBS)
    expect(jobs[0]?.id).toBe(`many-${MAX_RUNNING_JOBS}`)
    expect(pending).toHaveLength(MAX_PENDING)
  })

  it('keeps a submission once and forgets it when its answer came', async () => {
    const store = workspaceStore(database.db, 'acct-pending')
    const pending = {
      key: 'k-1',
      kind: 'media' as const,
      model: 'm',
      label: 'l',
      prompt: 'p',
      sentAt: '2026-01-01T10:00:00.000Z',
    }
    await store.savePending(pending)
    await store.savePending(pending)
    expect((await store.listJobs()).pending).toEqual([pending])
    expect(await store.removePending('k-1')).toBe(true)
    expect(await store.removePending('k-1')).toBe(false)
  })

  it('keeps the newest draft when an older save arrives late', async () => {
    const store = workspaceStore(database.db, 'acct-draft')
    await store.saveDraft('story', draft('newer'), '2026-01-01T10:00:02.000Z')
    await store.saveDraft('story', draft('older retry'), '2026-01-01T10:00:01.000Z')
    expect((await store.readDraft('story'))?.draft?.title).toBe('newer')
    expect(await store.removeDraft('story')).toBe(true)
    expect(await store.readDraft('story')).toBeNull()
  })

  it('keeps the voice samples of every device, each voice once, beside the story draft', async () => {
    const store = workspaceStore(database.db, 'acct-voices')
    const other = workspaceStore(database.db, 'acct-voices-other')
    await store.saveDraft('story', draft('kept'), '2026-01-01T10:00:02.000Z')
    expect(await store.readVoiceSamples()).toEqual([])
    await store.addVoiceSamples([{ model: 'v3', voice: 'Rachel', generationId: 'g1' }])
    const both = await store.addVoiceSamples([{ model: 'v3', voice: 'Drew', generationId: 'g2' }])
    expect(both.map((s) => s.voice).sort()).toEqual(['Drew', 'Rachel'])
    await store.addVoiceSamples([{ model: 'v3', voice: 'Rachel', generationId: 'g3' }])
    const kept = await store.readVoiceSamples()
    expect(kept.find((s) => s.voice === 'Rachel')?.generationId).toBe('g3')
    expect(kept).toHaveLength(2)
    expect((await store.readDraft('story'))?.draft?.title).toBe('kept')
    expect(await other.readVoiceSamples()).toEqual([])
  })

  it('marks announced questions once', async () => {
    const store = workspaceStore(database.db, 'acct-announce')
    const marks = [
      { questionId: 'q-1', mark: 'known' as const },
      { questionId: 'q-1', mark: 'warned' as const },
    ]
    await store.markAnnounced(marks)
    await store.markAnnounced(marks)
    expect(await store.listAnnounced()).toHaveLength(2)
  })

  it('drops a row that no longer parses and keeps the rest', async () => {
    const store = workspaceStore(database.db, 'acct-corrupt')
    await store.saveJob(job('good'))
    await database.db
      .insertInto('tracked_jobs')
      .values({ account_id: 'acct-corrupt', job_id: 'bad', body: JSON.stringify({ id: 'bad' }) })
      .execute()
    expect((await store.listJobs()).jobs.map((j) => j.id)).toEqual(['good'])
  })

  it("never lets one account read, list, change or detect another's rows", async () => {
    const a = workspaceStore(database.db, 'acct-A')
    const b = workspaceStore(database.db, 'acct-B')
    await a.saveJob(job('shared-id', { madeFrom: [{ kind: 'media', id: 'src' }] }))
    await a.savePending({
      key: 'p',
      kind: 'media',
      model: 'm',
      label: 'l',
      prompt: '',
      sentAt: '2026-01-01T10:00:00.000Z',
    })
    await a.saveDraft('story', draft('A only'), '2026-01-01T10:00:00.000Z')
    await a.markAnnounced([{ questionId: 'q', mark: 'known' }])

    expect(await b.listJobs()).toEqual({ jobs: [], pending: [] })
    expect(await b.listLineage()).toEqual([])
    expect(await b.listAnnounced()).toEqual([])
    expect(await b.readDraft('story')).toBeNull()
    // Guessed ids act as if they did not exist.
    expect(
      await b.settleJob('shared-id', { outcome: 'failed', finishedAt: '2026-01-01T10:00:00.000Z' }),
    ).toBeNull()
    expect(await b.removeJob('shared-id')).toBe(false)
    expect(await b.removePending('p')).toBe(false)
    expect(await b.removeDraft('story')).toBe(false)
    // B's write of the same id makes B's own row and leaves A's as it was.
    await b.saveJob(job('shared-id', { label: 'B' }))
    await b.saveDraft('story', draft('B'), '2026-01-01T11:00:00.000Z')
    expect((await a.listJobs()).jobs[0]).toMatchObject({ label: 'a lighthouse shared-id' })
    expect((await a.listJobs()).pending).toHaveLength(1)
    expect((await a.readDraft('story'))?.draft?.title).toBe('A only')
    expect(await a.listLineage()).toHaveLength(1)
  })
})
