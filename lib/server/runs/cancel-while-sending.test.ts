import { describe, expect, it } from 'vitest'
import type { PostAnswer } from '@/lib/jobs/paid-start'
import { workspaceBackends } from '@/lib/test/databases'
import { pooledWorkspace } from '../workspace/pooled-test-workspace'
import { driveAccount } from './drive'
import { runStore } from './run-store'
import { sealRunKey } from './sealed-key'
import { withRunTables } from './tables'

// A person cancels a run (or signs out) while the driver's POST of one of its items is under way,
// and the service then answers that the item may go again later (429, not reached) or that the
// credits ran out. The run stays as the person left it: stopped, in their words, every item settled.
const SECRET = 'c'.repeat(40)
const CANCELLED = 'You cancelled the rest of the run.'

const answers: Record<string, PostAnswer> = {
  'a 429': { status: 429, body: { error: 'rate_limit_exceeded' }, retryAfterSeconds: 1 },
  'a service not reached': { failure: 'not_sent' },
  'credits run out': {
    status: 402,
    body: { error: 'insufficient_credits', message: 'None left.' },
  },
}

describe.each(workspaceBackends())(
  'a run cancelled while its item is sent, on $name',
  (backend) => {
    if (backend.skip) return it.skip(`needs a real PostgreSQL: ${backend.skip}`)
    const workspace = pooledWorkspace(backend)

    it.each(Object.keys(answers))('stays cancelled when the service answers %s', async (name) => {
      const db = withRunTables(workspace().db)
      const account = `acct-cancel-${name.replaceAll(' ', '-')}`
      const store = runStore(db, account)
      const items = [0, 1].map((i) => ({
        row: i,
        column: 0,
        copy: 1,
        model: 'flux-2-1K',
        prompt: `kite ${i}`,
        body: { model: 'flux-2-1K', prompt: `kite ${i}` },
        cost: 5,
      }))
      const runId = await store.create({
        title: 'Kites',
        rateGroup: 'media',
        rows: items.map((i) => ({ label: `Line ${i.row + 1}`, prompt: i.prompt })),
        columns: ['flux-2-1K'],
        items,
        total: 10,
        sessionId: 'session-1',
        sealedKey: await sealRunKey(
          { apiKey: 'sk_k', sid: 'session-1' },
          Date.now() + 3.6e6,
          SECRET,
        ),
      })
      let posts = 0
      const service = {
        async start() {
          posts += 1
          // The person's cancel lands while the POST is under way.
          expect(await store.act(runId, 'cancel')).toBe('done')
          return answers[name]!
        },
        history: async () => [],
        status: async () => null,
      }
      const deps = {
        db,
        service,
        secret: SECRET,
        isRevoked: async () => false,
        now: () => Date.now(),
        sleep: async () => {},
      }
      await driveAccount(deps, account, 0)
      await driveAccount(deps, account, 0)

      expect(posts).toBe(1)
      const answer = await store.get(runId)
      expect(answer?.run).toMatchObject({ state: 'stopped', reason: CANCELLED, settled: 2 })
      expect(answer?.items.map((i) => i.state)).toEqual(['cancelled', 'cancelled'])
      const key = await db
        .selectFrom('runs')
        .select('sealed_key')
        .where('run_id', '=', runId)
        .executeTakeFirst()
      expect(key?.sealed_key).toBeNull()
    })
  },
)
