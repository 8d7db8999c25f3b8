import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { resolveConfig } from '../config'
import { FileStore } from '../files'
import { seedAccounts } from '../store/seed-accounts'
import { Store } from '../store/store'
import { JobEngine } from './engine'
import type { MediaApi } from './media-api'
import { newJob } from './new-job'

let dataDir = ''
afterEach(() => rm(dataDir, { recursive: true, force: true }))

async function engineWith(renderMs: number, written: string[]) {
  dataDir = await mkdtemp(join(tmpdir(), 'engine-test-'))
  const { store } = await Store.open(dataDir, () => seedAccounts())
  const files = new FileStore(dataDir, 'http://localhost')
  await files.init()
  const engine = new JobEngine({
    store,
    files,
    config: resolveConfig({ dataDir, timeScale: 1 }, {}),
    media: () => Promise.resolve({} as MediaApi),
    renderers: {
      media: async (job) => {
        await new Promise((done) => setTimeout(done, renderMs))
        written.push(job.id)
        return []
      },
    },
    // A workflow that stops waiting for its render when the engine closes (as story scenes do).
    workflows: {
      media: async (job, io) => {
        await Promise.all([io.render(job), io.sleep(60_000)])
      },
    },
    now: () => new Date(),
  })
  const job = newJob({
    kind: 'media',
    userId: 'usr_creator',
    model: 'test',
    prompt: 'a render in flight at close',
    generationType: 'image',
    estimatedSeconds: 60,
    creditsDeducted: 0,
    params: { mediaType: 'image', width: 8, height: 8 },
    firstStatus: 'queued',
    now: new Date(),
  })
  store.state.jobs[job.id] = job
  return { engine, job }
}

describe('JobEngine.close', () => {
  it('waits for a render in flight, even one its workflow stopped waiting for', async () => {
    const written: string[] = []
    const { engine, job } = await engineWith(150, written)
    void engine.submit(job)
    await new Promise((done) => setTimeout(done, 20))
    await engine.close()
    // Files written after close would race whoever removes the data directory next.
    expect(written).toEqual([job.id])
  })
})

describe('JobEngine and a render that fails at once', () => {
  it('fails the job and leaves no rejection unobserved while the processing phase runs', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'engine-test-'))
    const { store } = await Store.open(dataDir, () => seedAccounts())
    const files = new FileStore(dataDir, 'http://localhost')
    await files.init()
    const engine = new JobEngine({
      store,
      files,
      config: resolveConfig({ dataDir, timeScale: 0.5 }, {}),
      media: () => Promise.resolve({} as MediaApi),
      // A full disk: the image cannot be written, long before the processing phase is over.
      renderers: { media: () => Promise.reject(new Error('ENOSPC: no space left on device')) },
      now: () => new Date(),
    })
    const job = newJob({
      kind: 'media',
      userId: 'usr_creator',
      model: 'test',
      prompt: 'a render on a full disk',
      generationType: 'image',
      estimatedSeconds: 1,
      creditsDeducted: 0,
      params: { mediaType: 'image', width: 8, height: 8 },
      firstStatus: 'queued',
      now: new Date(),
    })
    store.state.jobs[job.id] = job
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    try {
      await engine.submit(job)
      // Node reports an unobserved rejection after the turn it happened in.
      await new Promise((done) => setTimeout(done, 20))
      expect(job.status).toBe('failed')
      expect(job.errorMessage).toMatch(/no space left/)
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', onUnhandled)
      await engine.close()
      await store.flush() // the last save lands before the folder is removed
    }
  })
})
