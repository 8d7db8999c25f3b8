import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { workspaceBackends } from '@/lib/test/databases'
import { pooledWorkspace } from '../workspace/pooled-test-workspace'
import { claimRunEnd } from './run-ends'
import { runStore, type NewRun } from './run-store'
import { withRunTables } from './tables'

// A request sent twice at once (a double click on two instances, a POST resent while the first
// is still under way) makes one run; a run's end is told by one asker of many (the tabs of every
// device), on a pool of ten connections, read committed.
const aRun = (clientKey?: string): NewRun => ({
  title: 'A kite',
  rateGroup: 'media',
  rows: [{ label: 'Prompt 1', prompt: 'A kite' }],
  columns: ['nano-banana'],
  items: [
    { row: 0, column: 0, copy: 1, model: 'nano-banana', prompt: 'A kite', body: {}, cost: 4 },
  ],
  total: 4,
  sessionId: 'session-1',
  sealedKey: 'sealed',
  ...(clientKey ? { clientKey } : {}),
})
const KEY = 'page-made-key-0123456789'
const AT_ONCE = 12

describe.each(workspaceBackends())('run keys and ends on $name', (backend) => {
  if (backend.skip) return it.skip(`needs a real PostgreSQL: ${backend.skip}`)
  const workspace = pooledWorkspace(backend)

  it('makes one run of one key, however many times it is sent at once', async () => {
    const db = withRunTables(workspace().db)
    const store = runStore(db, 'acct-keys')
    const ids = await Promise.all(Array.from({ length: AT_ONCE }, () => store.create(aRun(KEY))))
    expect(new Set(ids).size).toBe(1)
    expect(await store.list()).toHaveLength(1)
    // Sent again later (its answer lost): still that run.
    expect(await store.create(aRun(KEY))).toBe(ids[0])
    // Another key, or none, is another run; another account's same key is its own run.
    expect(await store.create(aRun(`${KEY}-2`))).not.toBe(ids[0])
    expect(await store.create(aRun())).not.toBe(ids[0])
    const theirs = await runStore(db, 'acct-keys-other').create(aRun(KEY))
    expect(theirs).not.toBe(ids[0])
    expect(await store.list()).toHaveLength(3)
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from runs
      where client_key = ${KEY}`.execute(db)
    expect(rows[0]?.n).toBe(2)
  }, 120_000)

  it('tells of a run’s end once, to one of many askers, and again after a retry ends', async () => {
    const db = withRunTables(workspace().db)
    const store = runStore(db, 'acct-ends')
    const id = await store.create(aRun())
    const askAtOnce = () =>
      Promise.all(Array.from({ length: AT_ONCE }, () => claimRunEnd(db, 'acct-ends', id)))
    // Still going: nobody tells.
    expect(await askAtOnce()).toEqual(Array(AT_ONCE).fill(false))
    await store.act(id, 'cancel')
    // Another account asking of it is never the one to tell, and takes nothing from the owner.
    expect(await claimRunEnd(db, 'acct-ends-other', id)).toBe(false)
    const told = await askAtOnce()
    expect(told.filter(Boolean)).toHaveLength(1)
    expect(await askAtOnce()).toEqual(Array(AT_ONCE).fill(false))
    expect((await store.list())[0]?.endTold).toBe(true)
    // Sent again, it is going: its next end is told again, once.
    expect(await store.act(id, 'retry')).toBe('done')
    expect((await store.list())[0]?.endTold).toBe(false)
    await store.act(id, 'cancel')
    expect((await askAtOnce()).filter(Boolean)).toHaveLength(1)
  }, 120_000)
})
