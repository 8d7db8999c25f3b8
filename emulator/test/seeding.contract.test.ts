import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedOutcomeMessage, type SeedPart } from '../seed/seeding'
import { DEMO_KEYS, startTestEmulator, type Json, type TestEmulator } from './harness'

// Premium windows long enough that no demo question closes during the suite (a closed one makes
// the demo keeper add a standing order: premium-demo.contract.test.ts covers that).
const SEEDED = { seedHistory: true, premiumWindowSeconds: 100 * 86_400 }

/** The first seeded image; the test makes it look as if a start was killed while rendering it. */
const FIRST_IMAGE_ID = '5eed0000-0000-4000-8000-000000000001'

let dataDir: string
let emu: TestEmulator | undefined
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'emulator-seeding-'))
})
afterAll(async () => {
  await emu?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

const stateFile = () => join(dataDir, 'state.json')
const savedState = async (): Promise<Json> => JSON.parse(await readFile(stateFile(), 'utf8'))
const jobsOfKind = (state: Json, kind: string): Json[] =>
  Object.values(state.jobs as Record<string, Json>).filter((job) => job.kind === kind)
const generations = async (key: string): Promise<Json[]> =>
  (await emu!.request('GET', '/v1/generations', { key })).body.generations
const ofType = (list: Json[], type: string) => list.filter((g) => g.generation_type === type)

describe('seeding interrupted on the first start', () => {
  it('says it was stopped, not ready, and writes no completion marker', async () => {
    const started: SeedPart[] = []
    let stopping: Promise<void> | undefined
    const first: TestEmulator = await startTestEmulator({
      dataDir,
      ...SEEDED,
      seedHooks: {
        beforePart(part) {
          started.push(part)
          // The user stops the emulator once the history and music exist: stories and orders
          // are not made yet.
          if (part === 'story') stopping = first.stop()
        },
      },
    })
    const outcome = await first.seeded
    await stopping
    expect(started).toEqual(['history', 'assets', 'music', 'story'])
    expect(outcome).toBe('stopped')
    expect(seedOutcomeMessage(outcome)).not.toMatch(/ready/)

    const state = await savedState()
    expect(state.seededAt).toBeUndefined()
    expect(jobsOfKind(state, 'story')).toEqual([])
    expect(jobsOfKind(state, 'premium-video')).toEqual([])
    expect(state.jobs[FIRST_IMAGE_ID].status).toBe('completed')

    // As if the process had been killed while the first image rendered.
    Object.assign(state.jobs[FIRST_IMAGE_ID], {
      status: 'processing',
      outputs: [],
      cdnReady: false,
      completedAt: null,
      seedPending: true,
    })
    await writeFile(stateFile(), JSON.stringify(state))
  }, 60_000)

  it('completes the seeding on the next start and only then says it is ready', async () => {
    const before = await savedState()
    const musicIds = jobsOfKind(before, 'music').map((job) => job.id)
    emu = await startTestEmulator({ dataDir, ...SEEDED })
    expect(emu.services.store.state.seededAt).toBeUndefined()

    const outcome = await emu.seeded
    expect(outcome).toBe('ready')
    expect(seedOutcomeMessage(outcome)).toBe('[emulator] seeded history is ready')
    expect(emu.services.store.state.seededAt).toEqual(expect.any(String))
    expect((await savedState()).seededAt).toBe(emu.services.store.state.seededAt)

    const creator = await generations(DEMO_KEYS.creator)
    const orders = ofType(creator, 'premium-video')
    // Three standing orders with open questions (store/seed-premium.ts) and the delivered one.
    expect(orders.map((o) => o.status).sort()).toEqual([
      'awaiting_answers',
      'awaiting_answers',
      'awaiting_answers',
      'completed',
    ])
    const delivered = orders.find((o) => o.status === 'completed')
    const order = await emu.request('GET', `/v1/premium-video/orders/${delivered.order_id}`)
    expect(order.body.video_url).toMatch(/\.mp4$/)
    const stories = ofType(creator, 'story')
    expect(stories).toHaveLength(1)
    const story = await emu.request('GET', `/v1/story/${stories[0].id}`)
    expect(story.body).toMatchObject({ status: 'completed', final_video_url: expect.any(String) })
    const team = await generations(DEMO_KEYS.team)
    expect(ofType(team, 'premium-video')).toHaveLength(2)

    // What the first start finished is kept, not made twice.
    expect(ofType(creator, 'text-to-music')).toHaveLength(2)
    expect(jobsOfKind(emu.services.store.state, 'music').map((job) => job.id)).toEqual(musicIds)
    expect(new Set(creator.map((g) => g.id)).size).toBe(creator.length)
    expect(Object.keys(emu.services.store.state.assets)).toHaveLength(6)

    // The record left half-made is made again, finished in the past like the other seeds.
    const image = creator.find((g) => g.id === FIRST_IMAGE_ID)
    expect(image).toMatchObject({ status: 'completed', cdn_ready: true })
    expect((await fetch(image.outputs[0].url)).status).toBe(200)
    expect(Date.parse(image.completed_at)).toBeLessThan(Date.now() - 24 * 3_600_000)
  }, 60_000)

  it('is ready at once on later starts and seeds nothing more', async () => {
    const jobCount = Object.keys(emu!.services.store.state.jobs).length
    await emu!.stop()
    emu = await startTestEmulator({ dataDir, ...SEEDED })
    expect(await emu.seeded).toBe('ready')
    expect(Object.keys(emu.services.store.state.jobs)).toHaveLength(jobCount)
  })
})
