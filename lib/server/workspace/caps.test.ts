import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { workspaceBackends, type TestDatabase } from '@/lib/test/databases'
import { FINISHED_KEEP_MS } from '@/lib/studio-api/finished-keep'
import { keepNewest, WORKSPACE_KEEPS } from './caps'
import { openWorkspaceDatabase, type WorkspaceDatabase } from './database'
import { promptHistory } from './prompts'
import { workspaceStore } from './store'

// What a client writes without end: the workspace keeps the newest, up to its bounds.
const submission = (key: string) => ({
  key,
  kind: 'media' as const,
  model: 'flux-dev',
  label: 'a submission',
  prompt: 'a lighthouse',
  sentAt: '2026-01-01T10:00:00.000Z',
})
const job = (id: string) => ({
  id,
  kind: 'media' as const,
  model: 'flux-dev',
  label: `a lighthouse ${id}`,
  startedAt: '2026-01-01T10:00:00.000Z',
})

// Checked by the type check (tsc), not run: a trim orders only by a column of the table it trims.
export const misspeltColumn = (db: WorkspaceDatabase['db']) =>
  keepNewest(db, 'acct', {
    table: 'lineage',
    // @ts-expect-error sent_at is the prompt history's column, not the lineage's
    newest: 'sent_at',
    keep: 1,
  })

describe.each(workspaceBackends())('the workspace bounds on $name', ({ start, fresh, skip }) => {
  if (skip) return it.skip(`needs a real PostgreSQL: ${skip}`)
  let server: TestDatabase
  let database: WorkspaceDatabase
  beforeAll(async () => {
    server = await start()
    database = openWorkspaceDatabase(await fresh(server.url))
    await database.ready()
  })
  afterAll(async () => {
    await database?.close()
    await server?.stop()
  })
  const count = async (table: string, account: string, where = sql`true`) => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}
      where account_id = ${account} and ${where}`.execute(database.db)
    return rows[0]?.n
  }

  it('keeps the newest submissions waiting for a reply, and no more', async () => {
    const store = workspaceStore(database.db, 'acct-many-pending')
    const over = WORKSPACE_KEEPS.pendingSubmissions + 3
    for (let i = 0; i < over; i += 1) await store.savePending(submission(`p-${i}`))
    expect(await count('pending_submissions', 'acct-many-pending')).toBe(over - 3)
    const keys = (await store.listJobs()).pending.map((p) => p.key)
    expect(keys).toContain(`p-${over - 1}`)
    expect(keys).not.toContain('p-0')
    // Another account's rows are not its to trim.
    await workspaceStore(database.db, 'acct-one-pending').savePending(submission('p-0'))
    expect(await count('pending_submissions', 'acct-many-pending')).toBe(over - 3)
  })

  it('deletes finished jobs past a day and keeps the newest running ones', async () => {
    const account = 'acct-many-jobs'
    const store = workspaceStore(database.db, account)
    await store.saveJob(job('done-long-ago'))
    await store.settleJob('done-long-ago', {
      outcome: 'completed',
      finishedAt: '2026-01-01T10:05:00.000Z',
    })
    await store.saveJob(job('done-today'))
    await store.settleJob('done-today', {
      outcome: 'completed',
      finishedAt: '2026-01-02T10:05:00.000Z',
    })
    const dayAndAMinute = new Date(Date.now() - FINISHED_KEEP_MS - 60_000)
    await sql`update tracked_jobs set updated_at = ${dayAndAMinute}
      where account_id = ${account} and job_id = 'done-long-ago'`.execute(database.db)
    // Running jobs over the bound, written in one statement as a client looping would leave them.
    const running = WORKSPACE_KEEPS.unsettledJobs + 2
    await database.db
      .insertInto('tracked_jobs')
      .values(
        Array.from({ length: running }, (_, i) => ({
          account_id: account,
          job_id: `run-${i}`,
          body: JSON.stringify(job(`run-${i}`)),
          updated_at: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })),
      )
      .execute()
    await store.saveJob(job('newest'))
    expect(await count('tracked_jobs', account, sql`settled = false`)).toBe(
      WORKSPACE_KEEPS.unsettledJobs,
    )
    const kept = await sql<{ job_id: string }>`select job_id from tracked_jobs
      where account_id = ${account}`.execute(database.db)
    const ids = kept.rows.map((r) => r.job_id)
    expect(ids).toEqual(expect.arrayContaining(['newest', 'done-today', `run-${running - 1}`]))
    expect(ids).not.toContain('done-long-ago')
    expect(ids).not.toContain('run-0')
  })

  it('reads every running job, however many finished ones follow it', async () => {
    const account = 'acct-busy-day'
    const store = workspaceStore(database.db, account)
    await store.saveJob(job('still-running'))
    const finished = WORKSPACE_KEEPS.finishedJobs + 3
    for (let i = 0; i < finished; i += 1) {
      await store.saveJob({
        ...job(`made-${i}`),
        outcome: 'completed',
        finishedAt: '2026-01-02T10:00:00.000Z',
      })
    }
    const { jobs } = await store.listJobs()
    expect(jobs.map((j) => j.id)).toContain('still-running')
    expect(jobs.filter((j) => j.outcome)).toHaveLength(WORKSPACE_KEEPS.finishedJobs)
    expect(await count('tracked_jobs', account)).toBe(WORKSPACE_KEEPS.finishedJobs + 1)
  })

  it('keeps the finished jobs within their bound as each running one settles', async () => {
    const account = 'acct-settling-one-by-one'
    const store = workspaceStore(database.db, account)
    // A full day of finished jobs, the oldest an hour ago, then jobs still running.
    const anHourAgo = Date.now() - 60 * 60_000
    await database.db
      .insertInto('tracked_jobs')
      .values(
        Array.from({ length: WORKSPACE_KEEPS.finishedJobs }, (_, i) => ({
          account_id: account,
          job_id: `made-${i}`,
          body: JSON.stringify({ ...job(`made-${i}`), outcome: 'completed' }),
          settled: true,
          updated_at: new Date(anHourAgo + i * 1000),
        })),
      )
      .execute()
    const running = 3
    for (let i = 0; i < running; i += 1) await store.saveJob(job(`late-${i}`))
    for (let i = 0; i < running; i += 1) {
      const answer = await store.settleJob(`late-${i}`, {
        outcome: 'completed',
        finishedAt: '2026-01-02T10:00:00.000Z',
      })
      expect(answer?.settled).toBe(true)
      expect(await count('tracked_jobs', account, sql`settled = true`)).toBe(
        WORKSPACE_KEEPS.finishedJobs,
      )
    }
    const finished = (await store.listJobs()).jobs.map((j) => j.id)
    const newestMade = `made-${WORKSPACE_KEEPS.finishedJobs - 1}`
    expect(finished).toEqual(expect.arrayContaining(['late-0', 'late-1', 'late-2', newestMade]))
    // The oldest finished ones went, one for each job settled.
    expect(finished).not.toContain('made-0')
    expect(finished).not.toContain(`made-${running - 1}`)
    expect(finished).toContain(`made-${running}`)
  })

  it('keeps the newest links of what outputs were made from', async () => {
    const account = 'acct-many-links'
    await database.db
      .insertInto('lineage')
      .values(
        Array.from({ length: WORKSPACE_KEEPS.lineageLinks }, (_, i) => ({
          account_id: account,
          output_id: `out-${i}`,
          output_kind: 'media',
          source_id: `src-${i}`,
          source_kind: 'media',
          created_at: new Date(Date.UTC(2026, 0, 1) + i * 1000),
        })),
      )
      .execute()
    await workspaceStore(database.db, account).addLineage({ kind: 'media', id: 'out-new' }, [
      { kind: 'media', id: 'src-a' },
      { kind: 'media', id: 'src-b' },
    ])
    expect(await count('lineage', account)).toBe(WORKSPACE_KEEPS.lineageLinks)
    expect(await count('lineage', account, sql`output_id in ('out-0', 'out-1')`)).toBe(0)
    expect(await count('lineage', account, sql`output_id = 'out-new'`)).toBe(2)
  })

  it('keeps the newest prompts of the history, and the newest announced marks', async () => {
    const account = 'acct-many-prompts'
    const history = promptHistory(database.db, account)
    const over = WORKSPACE_KEEPS.prompts + 2
    await database.db
      .insertInto('prompt_history')
      .values(
        Array.from({ length: over }, (_, i) => ({
          account_id: account,
          entry_id: `e-${i}`,
          form: 'image',
          model: 'flux-dev',
          prompt: `prompt ${i}`,
          options: '{}',
          sent_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
        })),
      )
      .execute()
    await history.record('e-newest', {
      form: 'image',
      model: 'flux-dev',
      prompt: 'the newest',
      options: {},
      sentAt: '2027-01-01T00:00:00.000Z',
    })
    expect(await count('prompt_history', account)).toBe(WORKSPACE_KEEPS.prompts)
    expect(await history.read('e-newest')).not.toBeNull()
    expect(await history.read('e-2')).toBeNull()
    expect(await history.read('e-3')).not.toBeNull()

    const store = workspaceStore(database.db, account)
    const marks = Array.from({ length: WORKSPACE_KEEPS.announcedMarks + 5 }, (_, i) => ({
      questionId: `q-${i}`,
      mark: 'known' as const,
    }))
    await store.markAnnounced(marks)
    expect(await count('announced_questions', account)).toBe(WORKSPACE_KEEPS.announcedMarks)
  })
})
