import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEMO_KEYS,
  DEMO_USERS,
  startTestEmulator,
  type TestEmulator,
} from '@/emulator/test/harness'
import { startEmbedded, type TestDatabase } from '@/lib/test/databases'
import { callStudioRoute, sessionCookieOf } from '@/lib/test/studio-route-call'

// The runs' routes, called as Next calls them, on the embedded database, with this process's
// drivers and the emulator: a run goes to its end with no page open, a sign-out stops it and
// leaves no key behind, and another account sees none of it.
process.env.SESSION_SECRET = 'q'.repeat(40)
process.env.STUDIO_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'studio-runs-routes-'))
const database: TestDatabase = await startEmbedded()
process.env.DATABASE_URL = database.url
const emulator: TestEmulator = await startTestEmulator({ rateLimitScale: 1 })
process.env.STUDIO_UPSTREAM_URL = emulator.url

const runs = await import('./route')
const oneRun = await import('./[id]/route')
const action = await import('./[id]/[action]/route')
const end = await import('./[id]/end/route')
const session = await import('@/app/api/session/route')
const { startRunsRuntime, installRunsRuntime } = await import('@/lib/server/runs/runtime')
const { sql } = await import('kysely')

const runtime = await startRunsRuntime(database.url, {
  budgetMs: 1500,
  maxIdleMs: 1000,
  pollingSeconds: 0.5,
  maintenanceSeconds: 1,
  expireSeconds: 10,
  sweepMs: 2000,
})
installRunsRuntime(runtime)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const started = Date.now()
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await sleep(200)
  }
}

const wallet = () => emulator.services.store.state.wallets[`wal_${DEMO_USERS.creator}`]!.credits
const jobsWith = (prefix: string) =>
  Object.values(emulator.services.store.state.jobs).filter((job) => job.prompt.startsWith(prefix))

/** A run of `count` flux images (5 credits each), as the builder sends it. */
function aRun(prefix: string, count: number) {
  const prompts = Array.from({ length: count }, (_, i) => `${prefix} ${i}`)
  return {
    title: prefix,
    rows: prompts.map((prompt, i) => ({ label: `Line ${i + 1}`, prompt })),
    columns: ['flux-2-1K'],
    items: prompts.map((prompt, i) => ({
      row: i,
      column: 0,
      copy: 1,
      body: { model: 'flux-2-1K', prompt, aspect_ratio: '1:1' },
    })),
    total: count * 5,
  }
}

type RunJson = { run: { id: string; state: string; reason: string | null; sent: number } }

afterAll(async () => {
  await runtime.stop()
  await emulator.stop()
  await database.stop()
})

describe('a run', () => {
  let cookie = ''
  beforeAll(async () => {
    emulator.setCredits(DEMO_USERS.creator, 100_000)
    cookie = await sessionCookieOf(DEMO_KEYS.creator)
  })

  it('goes to its end on the server, with no page open, spending exactly its total', async () => {
    const before = wallet()
    const created = await callStudioRoute<RunJson>(runs.POST, 'POST', {
      cookie,
      body: aRun('no page open', 4),
    })
    expect(created.status).toBe(200)
    const id = created.json.run.id
    // Nothing reads the run from here on until it has ended: no browser, no tab.
    await until(
      async () =>
        (
          await sql<{ state: string }>`select state from runs where run_id = ${id}`.execute(
            runtime.db,
          )
        ).rows[0]?.state === 'done',
      60_000,
      'the run to end',
    )
    const read = await callStudioRoute<{ items: { state: string; jobId: string }[] }>(
      oneRun.GET,
      'GET',
      { cookie, params: { id } },
    )
    expect(read.json.items.map((i) => i.state)).toEqual(Array(4).fill('completed'))
    // The list names the jobs it made, for Create's feed to show them as one group.
    const listed = await callStudioRoute<{ runs: { id: string; jobs: { jobId: string }[] }[] }>(
      runs.GET,
      'GET',
      { cookie },
    )
    const jobs = listed.json.runs.find((r) => r.id === id)?.jobs ?? []
    expect(jobs.map((j) => j.jobId).toSorted()).toEqual(
      read.json.items.map((i) => i.jobId).toSorted(),
    )
    expect(jobsWith('no page open')).toHaveLength(4)
    expect(before - wallet()).toBe(20)
    const { rows } =
      await sql`select 1 from runs where run_id = ${id} and sealed_key is not null`.execute(
        runtime.db,
      )
    expect(rows).toEqual([])
  })

  it('is made once of a request sent twice, and its end is told to one tab only', async () => {
    const body = { ...aRun('sent twice', 2), key: 'a-page-made-key-for-sent-twice' }
    // Sent twice at once (its first answer lost, the page sends it again).
    const [first, second] = await Promise.all([
      callStudioRoute<RunJson>(runs.POST, 'POST', { cookie, body }),
      callStudioRoute<RunJson>(runs.POST, 'POST', { cookie, body }),
    ])
    expect([first.status, second.status]).toEqual([200, 200])
    const id = first.json.run.id
    expect(second.json.run.id).toBe(id)
    const tell = () =>
      callStudioRoute<{ tell: boolean }>(end.POST, 'POST', { cookie, params: { id } })
    // Going still: no tab tells of it.
    expect((await tell()).json).toEqual({ tell: false })
    await until(
      async () =>
        (await callStudioRoute<RunJson>(oneRun.GET, 'GET', { cookie, params: { id } })).json.run
          .state === 'done',
      60_000,
      'the run to end',
    )
    expect(jobsWith('sent twice')).toHaveLength(2)
    const tabs = await Promise.all([tell(), tell(), tell()])
    expect(tabs.map((t) => t.json.tell).sort()).toEqual([false, false, true])
    // Another account asking is told nothing, as of a run that does not exist.
    const other = await sessionCookieOf(DEMO_KEYS.team)
    const theirs = await callStudioRoute(end.POST, 'POST', { cookie: other, params: { id } })
    expect(theirs.json).toEqual({ tell: false })
  })

  it('is refused before anything is sent when the prices changed or the credits do not cover it', async () => {
    const changed = await callStudioRoute<{ message: string }>(runs.POST, 'POST', {
      cookie,
      body: { ...aRun('mispriced', 2), total: 9 },
    })
    expect(changed.status).toBe(409)
    expect(changed.json.message).toContain('costs 10 credits now')
    emulator.setCredits(DEMO_USERS.creator, 12)
    const poor = await callStudioRoute<{ message: string }>(runs.POST, 'POST', {
      cookie,
      body: aRun('too dear', 3),
    })
    expect(poor.status).toBe(402)
    expect(poor.json.message).toBe(
      'This run costs 15 credits and you can spend 12 now: the first 2 of its 3 items fit. Top up, or make the run smaller.',
    )
    expect(jobsWith('mispriced')).toEqual([])
    expect(jobsWith('too dear')).toEqual([])
    emulator.setCredits(DEMO_USERS.creator, 100_000)
  })

  it('stops at sign-out: nothing more is sent and no sealed key is left in the database', async () => {
    // A key of its own: its minute's 30 starts are all this run's.
    const key = 'sk_live_runs_sign_out'
    emulator.addKey(key, DEMO_USERS.creator, ['read:generations', 'read:balance', 'generate:media'])
    const mine = await sessionCookieOf(key)
    // 40 items: the first 30 go at once, the rest wait for the next minute (§8: 30 a minute).
    const created = await callStudioRoute<RunJson>(runs.POST, 'POST', {
      cookie: mine,
      body: aRun('signed out', 40),
    })
    const id = created.json.run.id
    await until(async () => jobsWith('signed out').length >= 30, 30_000, 'the first minute')
    const out = await callStudioRoute(session.DELETE, 'DELETE', { cookie: mine })
    expect(out.status).toBe(200)
    const { rows } = await sql`select run_id from runs where sealed_key is not null`.execute(
      runtime.db,
    )
    expect(rows).toEqual([])
    // Signed in again (a new session of the same account), the run is there, stopped.
    const read = await callStudioRoute<RunJson & { items: { state: string }[] }>(
      oneRun.GET,
      'GET',
      {
        cookie: await sessionCookieOf(key),
        params: { id },
      },
    )
    expect(read.json.run.state).toBe('stopped')
    expect(read.json.run.reason).toBe('You signed out, so the run stopped: nothing more was sent.')
    const cancelled = read.json.items.filter((i) => i.state === 'cancelled').length
    expect(cancelled).toBe(40 - jobsWith('signed out').length)
    expect(cancelled).toBeGreaterThan(0)
    // The next minute comes and goes: nothing more is sent.
    const sent = jobsWith('signed out').length
    await sleep(3000)
    expect(jobsWith('signed out')).toHaveLength(sent)
  })

  it('stops when its session is signed out elsewhere (the driver asks before each step)', async () => {
    const key = 'sk_live_runs_revoked'
    emulator.addKey(key, DEMO_USERS.creator, ['read:generations', 'read:balance', 'generate:media'])
    const { newSession, sealSession, revokeSession } = await import('@/lib/server/session')
    const signedIn = newSession(key)
    const mine = `media_studio_session=${await sealSession(signedIn)}`
    const created = await callStudioRoute<RunJson>(runs.POST, 'POST', {
      cookie: mine,
      body: aRun('revoked elsewhere', 40),
    })
    await until(async () => jobsWith('revoked elsewhere').length >= 30, 30_000, 'the first minute')
    // Another instance signed it out: only the sign-out store knows, not the runs' table.
    await revokeSession(signedIn)
    await until(
      async () =>
        (
          await sql<{
            state: string
          }>`select state from runs where run_id = ${created.json.run.id} and sealed_key is null`.execute(
            runtime.db,
          )
        ).rows[0]?.state === 'stopped',
      20_000,
      'the driver to stop the run',
    )
    expect(jobsWith('revoked elsewhere').length).toBeLessThan(40)
  })

  it('belongs to its account: another sees, drives and cancels none of it', async () => {
    const created = await callStudioRoute<RunJson>(runs.POST, 'POST', {
      cookie,
      body: aRun('not yours', 1),
    })
    const id = created.json.run.id
    const other = await sessionCookieOf(DEMO_KEYS.team)
    const guessed = '00000000-0000-4000-8000-000000000000'
    const theirs = await callStudioRoute(oneRun.GET, 'GET', { cookie: other, params: { id } })
    const nobodys = await callStudioRoute(oneRun.GET, 'GET', {
      cookie: other,
      params: { id: guessed },
    })
    expect(theirs).toMatchObject({ status: 404 })
    expect(theirs.json).toEqual(nobodys.json)
    for (const verb of ['pause', 'resume', 'cancel', 'retry']) {
      const acted = await callStudioRoute(action.POST, 'POST', {
        cookie: other,
        params: { id, action: verb },
      })
      expect(acted.status).toBe(404)
      expect(acted.json).toEqual(nobodys.json)
    }
    const list = await callStudioRoute<{ runs: { id: string }[] }>(runs.GET, 'GET', {
      cookie: other,
    })
    expect(list.json.runs.map((r) => r.id)).not.toContain(id)
    const mine = await callStudioRoute<{ runs: { id: string }[] }>(runs.GET, 'GET', { cookie })
    expect(mine.json.runs.map((r) => r.id)).toContain(id)
  })
})
