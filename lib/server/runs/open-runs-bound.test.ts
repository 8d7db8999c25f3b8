import { describe, expect, it } from 'vitest'
import { workspaceBackends } from '@/lib/test/databases'
import { pooledWorkspace } from '../workspace/pooled-test-workspace'
import { StudioError } from '../studio-error'
import { OPEN_RUNS_MAX, runStore, type NewRun } from './run-store'
import { withRunTables } from './tables'

// The open runs an account may have hold exactly when its tabs or instances create runs at once
// (a pool of ten connections, read committed): never one more than OPEN_RUNS_MAX.
const aRun = (n: number): NewRun => ({
  title: `Run ${n}`,
  rateGroup: 'media',
  rows: [{ label: 'Prompt 1', prompt: `A kite ${n}` }],
  columns: ['nano-banana'],
  items: [
    { row: 0, column: 0, copy: 1, model: 'nano-banana', prompt: `A kite ${n}`, body: {}, cost: 4 },
  ],
  total: 4,
  sessionId: 'session-1',
  sealedKey: 'sealed',
})

describe.each(workspaceBackends())('open runs under creators at once on $name', (backend) => {
  if (backend.skip) return it.skip(`needs a real PostgreSQL: ${backend.skip}`)
  const workspace = pooledWorkspace(backend)

  it(`keeps an account to ${OPEN_RUNS_MAX} open runs, refusing the rest in words`, async () => {
    const store = runStore(withRunTables(workspace().db), 'acct-many-tabs')
    const other = runStore(withRunTables(workspace().db), 'acct-other')
    const settled = await Promise.allSettled(
      Array.from({ length: 3 * OPEN_RUNS_MAX }, (_, n) => store.create(aRun(n))),
    )
    const refused = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason] : []))
    expect(await store.openCount()).toBe(OPEN_RUNS_MAX)
    expect(refused).toHaveLength(2 * OPEN_RUNS_MAX)
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(StudioError)
      expect(reason).toMatchObject({ message: expect.stringMatching(/runs going/) })
    }
    // Another account is not held to this one's runs.
    await other.create(aRun(0))
    expect(await other.openCount()).toBe(1)
  }, 120_000)

  it('holds a retry that opens a cancelled run again to the same bound', async () => {
    const store = runStore(withRunTables(workspace().db), 'acct-retries')
    const ids = await Promise.all(
      Array.from({ length: OPEN_RUNS_MAX }, (_, n) => store.create(aRun(n))),
    )
    // One cancelled (its item is cancelled, so a retry has something to send), one more started.
    const cancelled = ids.slice(0, 3)
    for (const id of cancelled) expect(await store.act(id, 'cancel')).toBe('done')
    await Promise.all([0, 1].map((n) => store.create(aRun(n))))
    expect(await store.openCount()).toBe(OPEN_RUNS_MAX - 1)
    // Three retries at once with room for one: one run opens again, the others are refused.
    const settled = await Promise.allSettled(cancelled.map((id) => store.act(id, 'retry')))
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(1)
    for (const s of settled.filter((s) => s.status === 'rejected')) {
      expect(s.reason).toMatchObject({ status: 409, message: expect.stringMatching(/runs going/) })
    }
    expect(await store.openCount()).toBe(OPEN_RUNS_MAX)
    // A refused retry left its run as it was: stopped, its item still cancelled.
    const still = (await Promise.all(cancelled.map((id) => store.get(id)))).filter(
      (answer) => answer?.run.state === 'stopped',
    )
    expect(still).toHaveLength(2)
    for (const answer of still) expect(answer!.items.map((i) => i.state)).toEqual(['cancelled'])
  }, 120_000)
})
