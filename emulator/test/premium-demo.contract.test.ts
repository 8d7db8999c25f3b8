import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { PremiumOrder } from '@/lib/api'
import { orderOf, PREMIUM_KIND } from '../jobs/premium/order'
import { keepDemoQuestions } from '../jobs/premium/demo-orders'
import { DEMO_KEYS, startTestEmulator, type Json, type TestEmulator } from './harness'

const DAY_S = 86_400
/**
 * One service day lasts 864 s, so the quickest demo window (1 % of a day) stays open for 8.6 s:
 * longer than a test takes to answer and list on a loaded machine (at 0.001 it closed in 0.9 s
 * and a slot could take a second new order mid-test).
 */
const TIME_SCALE = 0.01
const scaledDayMs = DAY_S * 1000 * TIME_SCALE

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))

async function openWindowsOf(emu: TestEmulator, key: string): Promise<number[]> {
  const list = await emu.request('GET', '/v1/generations?generation_type=premium-video', { key })
  expect(list.status).toBe(200)
  const now = Date.now()
  const windows: number[] = []
  for (const item of list.body.generations as Json[]) {
    const order = PremiumOrder.parse(
      (await emu.request('GET', `/v1/premium-video/orders/${item.order_id}`, { key })).body,
    )
    for (const q of order.open_questions) windows.push(Date.parse(q.window_expires_at) - now)
  }
  return windows.sort((a, b) => a - b)
}

describe('demo premium questions never run out (docs/decisions.md §D25)', () => {
  it('the creator and team have open questions from minutes to a day ahead, after any restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'emulator-premium-demo-'))
    dirs.push(dataDir)
    // The first start: the seeding's standing orders (the rest of the seed history is not needed).
    const first = await startTestEmulator({ dataDir, timeScale: TIME_SCALE })
    keepDemoQuestions(first.services)
    for (const key of [DEMO_KEYS.creator, DEMO_KEYS.team]) {
      const windows = await openWindowsOf(first, key)
      expect(windows.length).toBeGreaterThanOrEqual(2)
      // Minutes ahead (a share of 1-2 % of the day) up to a day ahead.
      expect(windows[0]!).toBeLessThan(0.02 * scaledDayMs)
      expect(windows.at(-1)!).toBeGreaterThan(0.7 * scaledDayMs)
      expect(windows.at(-1)!).toBeLessThanOrEqual(scaledDayMs)
    }
    const firstOrders = Object.keys(first.services.store.state.jobs)
    // Two days pass while the emulator is stopped: every window of the first start closed.
    for (const job of Object.values(first.services.store.state.jobs)) {
      if (job.kind !== PREMIUM_KIND) continue
      for (const q of orderOf(job).questions)
        q.windowExpiresAt = new Date(Date.parse(q.windowExpiresAt) - 2 * DAY_S * 1000).toISOString()
    }
    first.services.store.changed()
    await first.close()

    const again = await startTestEmulator({ dataDir, timeScale: TIME_SCALE, seedHistory: true })
    try {
      for (const key of [DEMO_KEYS.creator, DEMO_KEYS.team]) {
        const windows = await openWindowsOf(again, key)
        expect(windows.length, 'new standing orders replaced the passed ones').toBeGreaterThan(0)
        expect(windows[0]!).toBeGreaterThan(0)
        expect(windows[0]!).toBeLessThan(0.02 * scaledDayMs)
      }
      const orders = Object.values(again.services.store.state.jobs)
      const old = orders.filter((job) => firstOrders.includes(job.id))
      const oldOrders = old.filter((job) => job.kind === PREMIUM_KIND)
      expect(oldOrders.map((job) => job.status)).not.toContain('awaiting_answers')
      // Listing again adds nothing while the new questions are open.
      const count = orders.length
      await openWindowsOf(again, DEMO_KEYS.creator)
      expect(Object.keys(again.services.store.state.jobs)).toHaveLength(count)
      // Other accounts get no demo orders.
      expect(await openWindowsOf(again, DEMO_KEYS.readonly)).toEqual([])
    } finally {
      await again.stop()
    }
  })

  it('a slot whose questions were all answered gets a new order', async () => {
    const emu = await startTestEmulator({ timeScale: TIME_SCALE })
    // The demo keeper on, without rendering the rest of the seed history.
    emu.services.config.seedHistory = true
    try {
      const before = await openWindowsOf(emu, DEMO_KEYS.team)
      const orders = (await emu.request('GET', '/v1/generations', { key: DEMO_KEYS.team })).body
        .generations as Json[]
      const ids = orders.map((o) => o.order_id)
      for (const id of ids) {
        const order = (
          await emu.request('GET', `/v1/premium-video/orders/${id}`, { key: DEMO_KEYS.team })
        ).body
        for (const q of order.open_questions as Json[]) {
          const res = await emu.request('POST', `/v1/premium-video/questions/${q.id}/answer`, {
            key: DEMO_KEYS.team,
            json: { answer: q.options[0] },
          })
          expect(res.status).toBe(200)
        }
      }
      const after = await openWindowsOf(emu, DEMO_KEYS.team)
      expect(after).toHaveLength(before.length)
      const list = (await emu.request('GET', '/v1/generations', { key: DEMO_KEYS.team })).body
      expect(list.generations.length).toBe(ids.length * 2)
    } finally {
      await emu.stop()
    }
  })
})

describe('test hook: POST /__test/premium-orders (EMULATOR_TEST_HOOKS)', () => {
  const order = {
    account: 'creator',
    title: 'Hooked order',
    brief: 'made by a test',
    questions: [{ question: 'Red or blue?', options: ['Red', 'Blue'], window_seconds: 3600 }],
  }

  it('adds an order with open questions to a demo account', async () => {
    const emu = await startTestEmulator({ testHooks: true })
    try {
      const res = await emu.request('POST', '/__test/premium-orders', { key: null, json: order })
      expect(res.status, res.text).toBe(200)
      expect(res.body.question_ids).toHaveLength(1)
      const read = await emu.request('GET', `/v1/premium-video/orders/${res.body.order_id}`)
      expect(PremiumOrder.parse(read.body)).toMatchObject({
        title: 'Hooked order',
        status: 'awaiting_answers',
        open_questions: [{ id: res.body.question_ids[0], question: 'Red or blue?' }],
      })
      const bad = await emu.request('POST', '/__test/premium-orders', {
        key: null,
        json: { ...order, account: 'readonly' },
      })
      expect(bad.status).toBe(400)
    } finally {
      await emu.stop()
    }
  })

  it('does not exist unless switched on', async () => {
    const emu = await startTestEmulator()
    try {
      const res = await emu.request('POST', '/__test/premium-orders', { key: null, json: order })
      expect(res.status).toBe(404)
    } finally {
      await emu.stop()
    }
  })
})
