import { describe, expect, it } from 'vitest'
import { DEMO_KEYS, startTestEmulator, type Json } from './harness'

/** A service day lasts 86 s, so the quickest demo window (1 % of a day) passes every 0.9 s. */
const TIME_SCALE = 0.001

describe('demo premium orders stay fresh without piling up ("the demo never decays")', () => {
  it('a slot whose windows keep passing is renewed many times yet lists at most three orders', async () => {
    const emu = await startTestEmulator({ timeScale: TIME_SCALE })
    // The demo keeper on, without rendering the rest of the seed history.
    emu.services.config.seedHistory = true
    try {
      const seen = new Set<string>()
      let most = 0
      const deadline = Date.now() + 50_000
      while (seen.size < 5 && Date.now() < deadline) {
        const list = await emu.request('GET', '/v1/generations?generation_type=premium-video', {
          key: DEMO_KEYS.creator,
        })
        expect(list.status).toBe(200)
        const items = list.body.generations as Json[]
        const cutdowns = []
        for (const item of items) {
          const order = await emu.request('GET', `/v1/premium-video/orders/${item.order_id}`, {
            key: DEMO_KEYS.creator,
          })
          // A listed order can always be read: retiring never leaves a dangling list entry.
          expect(order.status).toBe(200)
          if (order.body.title === 'Social cut-down') cutdowns.push(order.body.id as string)
        }
        for (const id of cutdowns) seen.add(id)
        most = Math.max(most, cutdowns.length)
        await new Promise((r) => setTimeout(r, 150))
      }
      expect(seen.size, 'the slot was renewed again and again').toBeGreaterThanOrEqual(5)
      // The open one and the two before it (in production or delivered), never more.
      expect(most).toBeLessThanOrEqual(3)
    } finally {
      await emu.stop()
    }
  }, 70_000)
})
