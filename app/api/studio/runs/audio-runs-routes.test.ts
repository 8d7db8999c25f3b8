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

// Runs of speech and songs through the runs' route, on the embedded database, with this process's
// drivers and the emulator: the route holds each item to its kind and prices it as the Audio page
// does, and the driver makes every item on its kind's route, for exactly the total shown.
process.env.SESSION_SECRET = 'a'.repeat(40)
process.env.STUDIO_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'studio-audio-runs-'))
const database: TestDatabase = await startEmbedded()
process.env.DATABASE_URL = database.url
const emulator: TestEmulator = await startTestEmulator({ rateLimitScale: 1, timeScale: 0.005 })
process.env.STUDIO_UPSTREAM_URL = emulator.url

const runs = await import('./route')
const oneRun = await import('./[id]/route')
const { startRunsRuntime, installRunsRuntime } = await import('@/lib/server/runs/runtime')

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
const wallet = () => emulator.services.store.state.wallets[`wal_${DEMO_USERS.creator}`]!.credits
const jobsOfKind = (kind: string) =>
  Object.values(emulator.services.store.state.jobs).filter((job) => job.kind === kind)

/** A run as the audio builder sends it: one row per text, on one model. */
function aRun(kind: string, model: string, bodies: object[], total: number) {
  return {
    kind,
    title: `${kind} run`,
    rows: bodies.map((_, i) => ({ label: `Line ${i + 1}`, prompt: `text ${i}` })),
    columns: [model],
    items: bodies.map((body, i) => ({ row: i, column: 0, copy: 1, body })),
    total,
  }
}

type RunJson = { run: { id: string; state: string }; items: { state: string }[] }

afterAll(async () => {
  await runtime.stop()
  await emulator.stop()
  await database.stop()
})

describe('a run of speech or songs', () => {
  let cookie = ''
  beforeAll(async () => {
    emulator.setCredits(DEMO_USERS.creator, 100_000)
    cookie = await sessionCookieOf(DEMO_KEYS.creator)
  })

  it('is refused, in words and before anything is sent, when an item is not its kind’s body', async () => {
    const speechInMusic = aRun('music', 'text-to-dialogue-v3', [{ text: 'Hello' }], 3)
    const refused = await callStudioRoute<{ message: string }>(runs.POST, 'POST', {
      cookie,
      body: speechInMusic,
    })
    expect(refused.status).toBe(400)
    expect(refused.json.message).toBe('The request holds values the studio does not know.')
    const imageAsSong = aRun('music', 'flux-2-1K', [{ model: 'flux-2-1K', prompt: 'a kite' }], 5)
    const notMusic = await callStudioRoute<{ message: string }>(runs.POST, 'POST', {
      cookie,
      body: imageAsSong,
    })
    expect(notMusic.status).toBe(400)
    expect(notMusic.json.message).toBe(
      'A model of this run is no longer in the catalog. Choose the models again.',
    )
    const mispriced = await callStudioRoute<{ message: string }>(runs.POST, 'POST', {
      cookie,
      body: aRun('music', 'V5', [{ model: 'V5', prompt: 'a calm piano' }], 5),
    })
    expect(mispriced.status).toBe(409)
    expect(mispriced.json.message).toContain('costs 16 credits now')
    expect(jobsOfKind('music')).toEqual([])
  })

  it('goes to its end on the dialogue and music routes, spending exactly the total shown', async () => {
    const before = wallet()
    const speech = aRun(
      'speech',
      'text-to-dialogue-v3',
      ['One.', 'Two.', 'Three.'].map((text) => ({ text, model: 'text-to-dialogue-v3' })),
      9,
    )
    const songs = aRun(
      'music',
      'V5',
      ['a calm piano', 'a slow guitar'].map((prompt) => ({ prompt, model: 'V5' })),
      32,
    )
    const ids: string[] = []
    for (const body of [speech, songs]) {
      const made = await callStudioRoute<RunJson>(runs.POST, 'POST', { cookie, body })
      expect(made.status).toBe(200)
      ids.push(made.json.run.id)
    }
    const read = (id: string) =>
      callStudioRoute<RunJson>(oneRun.GET, 'GET', { cookie, params: { id } })
    for (let waited = 0; waited < 60_000; waited += 250) {
      const states = await Promise.all(ids.map(async (id) => (await read(id)).json.run.state))
      if (states.every((s) => s === 'done')) break
      await sleep(250)
    }
    for (const id of ids) {
      expect((await read(id)).json.items.every((i) => i.state === 'completed')).toBe(true)
    }
    expect(jobsOfKind('music')).toHaveLength(2)
    expect(jobsOfKind('dialogue')).toHaveLength(3)
    expect(before - wallet()).toBe(9 + 32)
  }, 90_000)
})
