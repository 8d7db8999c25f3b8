import { describe, expect, it } from 'vitest'
import { runRateGroup } from '@/lib/api/run-kinds'
import { workspaceBackends } from '@/lib/test/databases'
import { pooledWorkspace } from '../workspace/pooled-test-workspace'
import { driveAccount } from './drive'
import { runStore } from './run-store'
import { sealRunKey } from './sealed-key'
import { withRunTables } from './tables'

// A run of twelve songs, driven on the database with a fake service and a fake clock: each goes to
// the music start route once, never more than the music limit in a minute (docs/service-contract.md
// §8: 10), and is followed to its end on the music status route, read as a music job.
const SECRET = 'm'.repeat(40)
const SONGS = 12
const MINUTE = 60_000

describe.each(workspaceBackends())('a run of songs, on $name', (backend) => {
  if (backend.skip) return it.skip(`needs a real PostgreSQL: ${backend.skip}`)
  const workspace = pooledWorkspace(backend)

  it('sends each to the music route under its limit and follows it to completed', async () => {
    const db = withRunTables(workspace().db)
    const account = 'acct-songs'
    const store = runStore(db, account)
    const items = Array.from({ length: SONGS }, (_, i) => ({
      row: i,
      column: 0,
      copy: 1,
      model: 'V5',
      prompt: `song ${i}`,
      body: { model: 'V5', prompt: `song ${i}` },
      cost: 16,
    }))
    const runId = await store.create({
      title: 'Songs',
      kind: 'music',
      rateGroup: runRateGroup('music'),
      rows: items.map((i) => ({ label: `Line ${i.row + 1}`, prompt: i.prompt })),
      columns: ['V5'],
      items,
      total: SONGS * 16,
      sessionId: 'session-1',
      sealedKey: await sealRunKey({ apiKey: 'sk_k', sid: 'session-1' }, Date.now() + 3.6e6, SECRET),
    })

    let clock = Date.now()
    const starts: { path: string; at: number; body: unknown }[] = []
    const reads = new Map<string, number>()
    const service = {
      async start(_key: string, path: string, body: unknown) {
        starts.push({ path, at: clock, body })
        // The music route's accepted answer: its id is the status route's integer (§2.2).
        return { status: 200, body: { generation_id: 1000 + starts.length, status: 'pending' } }
      },
      // The history's page does not list them: each is asked about on its own status route.
      history: async () => [],
      async status(_key: string, path: string) {
        const seen = (reads.get(path) ?? 0) + 1
        reads.set(path, seen)
        const id = Number(path.split('/').pop())
        // First it streams (music's own phase: not an end), then it completes.
        const song = { id: 1, title: 'Song', stream_url: 'https://cdn.example/s.mp3' }
        return seen === 1
          ? { id, status: 'streaming', songs: [{ ...song, audio_url: null }] }
          : {
              id,
              status: 'completed',
              songs: [{ ...song, audio_url: 'https://cdn.example/a.mp3' }],
            }
      },
    }
    const deps = {
      db,
      service,
      secret: SECRET,
      isRevoked: async () => false,
      now: () => clock,
      sleep: async (ms: number) => {
        clock += ms
      },
    }
    for (let turn = 0; turn < 20; turn += 1) {
      const { wakeAt } = await driveAccount(deps, account, 10 * MINUTE)
      if (wakeAt === null) break
      clock = Math.max(clock, wakeAt)
    }

    expect(starts).toHaveLength(SONGS)
    expect(new Set(starts.map((s) => s.path))).toEqual(new Set(['/v1/generate/music']))
    expect(starts.map((s) => (s.body as { prompt: string }).prompt)).toEqual(
      items.map((i) => i.prompt),
    )
    // No eleven starts in any minute: the eleventh waits for the first to leave the window.
    for (let i = 10; i < starts.length; i += 1) {
      expect(starts[i]!.at - starts[i - 10]!.at).toBeGreaterThanOrEqual(MINUTE)
    }
    expect([...reads.keys()].every((p) => /^\/v1\/generate\/music\/\d+$/.test(p))).toBe(true)
    const answer = await store.get(runId)
    expect(answer?.run).toMatchObject({ state: 'done', spent: SONGS * 16, settled: SONGS })
    expect(answer?.items.map((i) => i.state)).toEqual(Array(SONGS).fill('completed'))
    expect(answer?.items.map((i) => i.jobId)).toEqual(items.map((_, i) => String(1001 + i)))
    const ledger = await db
      .selectFrom('rate_starts')
      .select('rate_group')
      .where('account_id', '=', account)
      .execute()
    expect(ledger.map((r) => r.rate_group)).toEqual(Array(SONGS).fill('music'))
  }, 60_000)

  it('sends songs while images wait on their own limit: each group is paced apart', async () => {
    const db = withRunTables(workspace().db)
    const account = 'acct-images-then-songs'
    const store = runStore(db, account)
    const seal = await sealRunKey({ apiKey: 'sk_k', sid: 's' }, Date.now() + 3.6e6, SECRET)
    const runOf = async (kind: 'media' | 'music', model: string, count: number) => {
      const items = Array.from({ length: count }, (_, i) => ({
        row: i,
        column: 0,
        copy: 1,
        model,
        prompt: `${kind} ${i}`,
        body: { model, prompt: `${kind} ${i}` },
        cost: 5,
      }))
      await store.create({
        title: kind,
        kind,
        rateGroup: runRateGroup(kind),
        rows: items.map((i) => ({ label: `Line ${i.row + 1}`, prompt: i.prompt })),
        columns: [model],
        items,
        total: count * 5,
        sessionId: 's',
        sealedKey: seal,
      })
    }
    // The images' run first, one more than a minute's media limit; the songs' after it.
    await runOf('media', 'flux-2-1K', 31)
    await runOf('music', 'V5', 2)
    const paths: string[] = []
    let n = 0
    const service = {
      async start(_key: string, path: string) {
        paths.push(path)
        n += 1
        return { status: 200, body: { generation_id: String(n), status: 'pending' } }
      },
      history: async () => [],
      status: async () => null,
    }
    const clock = Date.now()
    // One turn at one instant: whatever may go now goes, nothing waits.
    await driveAccount(
      {
        db,
        service,
        secret: SECRET,
        isRevoked: async () => false,
        now: () => clock,
        sleep: async () => {},
      },
      account,
      0,
    )
    expect(paths.filter((p) => p === '/v1/generate/media')).toHaveLength(30)
    expect(paths.filter((p) => p === '/v1/generate/music')).toHaveLength(2)
  }, 60_000)
})
