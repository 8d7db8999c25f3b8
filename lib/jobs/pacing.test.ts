import { describe, expect, it } from 'vitest'
import { RATE_LIMITS, type RateGroup } from '@/lib/api/routes'
import {
  limitOf,
  nextStartAt,
  pacingFloorMs,
  limitNamed,
  plannedStarts,
  rateLimitWaitMs,
  readIntervalMs,
  watcherReadsPerMinute,
} from './pacing'

const MINUTE = 60_000
const MARGIN = 1000

/** Whether any `window` of time holds more than `limit` of the moments. */
function overLimit(moments: number[], limit: number, windowMs: number): boolean {
  const sorted = [...moments].sort((a, b) => a - b)
  return sorted.some((t) => sorted.filter((u) => u >= t && u < t + windowMs).length > limit)
}

/** A service counting in fixed windows that start at `phase`: how many it would refuse. */
function refusedByFixedWindows(moments: number[], limit: number, windowMs: number, phase: number) {
  const used = new Map<number, number>()
  let refused = 0
  for (const t of moments) {
    const w = Math.floor((t - phase) / windowMs)
    const n = (used.get(w) ?? 0) + 1
    used.set(w, n)
    if (n > limit) refused += 1
  }
  return refused
}

describe('the limits of docs/service-contract.md §8', () => {
  it('are the contract’s numbers, a minute each', () => {
    expect(limitOf('media')).toEqual({ limit: 30, windowMs: MINUTE })
    expect(limitOf('music')).toEqual({ limit: 10, windowMs: MINUTE })
    expect(limitOf('dialogue')).toEqual({ limit: 10, windowMs: MINUTE })
    expect(limitOf('read')).toEqual({ limit: 120, windowMs: MINUTE })
  })

  it.each(['media', 'music', 'dialogue', 'read'] as RateGroup[])(
    'never plans more %s requests in any minute than the limit, so no fixed window refuses one',
    (group) => {
      const limit = limitOf(group)
      const count = RATE_LIMITS[group].limit * 3 + 7
      const planned = plannedStarts({ ...limit, now: 0, sent: [] }, count)
      expect(overLimit(planned, limit.limit, limit.windowMs)).toBe(false)
      // Whatever phase the service's windows have, and the request arriving up to the margin late.
      for (const phase of [0, 1, 17_000, 59_999]) {
        const arrived = planned.map((t, i) => t + (i % 2 ? MARGIN - 1 : 0))
        expect(refusedByFixedWindows(arrived, limit.limit, limit.windowMs, phase)).toBe(0)
      }
      // And as fast as that allows: the last start one window (and margin) per `limit` after the first.
      const windows = Math.floor((count - 1) / limit.limit)
      expect(planned.at(-1)).toBe(windows * (limit.windowMs + MARGIN))
    },
  )
})

describe('the next start', () => {
  const media = { ...limitOf('media'), limit: 3 }

  it('goes now while the window has room', () => {
    expect(nextStartAt({ ...media, now: 5000, sent: [] })).toBe(5000)
    expect(nextStartAt({ ...media, now: 5000, sent: [1000, 2000] })).toBe(5000)
  })

  it('waits for the oldest start in the window to leave it, counting every sender', () => {
    // Two of the run's starts and one the browser sent: the window is full until the first leaves.
    expect(nextStartAt({ ...media, now: 5000, sent: [1000, 2000, 4000] })).toBe(
      1000 + MINUTE + MARGIN,
    )
    // Starts older than the window do not count.
    expect(nextStartAt({ ...media, now: 70_000, sent: [1000, 2000, 4000] })).toBe(70_000)
  })

  it('never goes before a 429’s wait is over', () => {
    expect(nextStartAt({ ...media, now: 5000, sent: [], notBefore: 65_000 })).toBe(65_000)
  })

  it('has a floor: 60 items at 3 a minute take 19 minutes from the first start to the last', () => {
    expect(pacingFloorMs(60, media)).toBe(19 * MINUTE)
    expect(pacingFloorMs(3, media)).toBe(0)
    expect(pacingFloorMs(4, media)).toBe(MINUTE)
    const planned = plannedStarts({ ...media, now: 0, sent: [] }, 60)
    // The margin adds one second a window: within 2% of the floor.
    expect(planned.at(-1)! / pacingFloorMs(60, media)).toBeLessThan(1.02)
  })
})

describe('a 429', () => {
  const media = limitOf('media')

  it('is waited out for reset_after seconds', () => {
    expect(rateLimitWaitMs({ error: 'rate_limit_exceeded', reset_after: 60 }, null, media)).toBe(
      60_000,
    )
    expect(rateLimitWaitMs({ reset_after: 20 }, undefined, media)).toBe(20_000)
  })

  it('is waited out for less when the answer says the window ends sooner', () => {
    expect(rateLimitWaitMs({ reset_after: 60 }, 12, media)).toBe(12_000)
    expect(rateLimitWaitMs({ reset_after: 10 }, 50, media)).toBe(10_000)
  })

  it('without a readable body waits a whole window', () => {
    expect(rateLimitWaitMs(null, null, media)).toBe(60_000)
    expect(rateLimitWaitMs({ reset_after: 'soon' }, null, media)).toBe(60_000)
  })
})

describe('reads', () => {
  it('counts the watcher’s polls at the pace its plan sets for each job', () => {
    // A job just started is polled every 5 s: 12 a minute; after 5 minutes, every 30 s: 2.
    expect(watcherReadsPerMinute([0], 0)).toBe(12)
    expect(watcherReadsPerMinute([0], 5 * MINUTE)).toBe(2)
    expect(watcherReadsPerMinute([0, 0, 0], 0)).toBe(36)
    expect(watcherReadsPerMinute([], 0)).toBe(0)
  })

  it('leaves the watcher its polls and a tenth spare, never reading faster than asked', () => {
    // 120 a minute less 12 spare: 108 a minute at most, every 556 ms; asked no faster than 5 s.
    expect(readIntervalMs(0, 5000)).toBe(5000)
    expect(readIntervalMs(0, 0)).toBe(Math.ceil(MINUTE / 108))
    // Ten jobs just started (120 a minute): the run keeps one read a minute.
    expect(readIntervalMs(120, 5000)).toBe(MINUTE)
    expect(readIntervalMs(98, 1000)).toBe(6000)
  })
})

describe('a limit the service names', () => {
  it('is read from a 429’s body, or from the limit header of any answer', () => {
    expect(limitNamed({ status: 429, body: { limit: 3, reset_after: 60 } })).toBe(3)
    expect(limitNamed({ status: 200, body: { generation_id: 'g' }, rateLimit: 3 })).toBe(3)
    expect(limitNamed({ status: 200, body: {}, rateLimit: null })).toBeNull()
    expect(limitNamed({ status: 429, body: { limit: 'many' }, rateLimit: 5 })).toBe(5)
    expect(limitNamed({ status: 400, body: { limit: 2 } })).toBeNull()
  })

  it('paces 60 starts at 3 a minute with no window refusing one', () => {
    const three = { ...limitOf('media'), limit: 3 }
    const planned = plannedStarts({ ...three, now: 0, sent: [] }, 60)
    expect(refusedByFixedWindows(planned, 3, MINUTE, 0)).toBe(0)
    expect(refusedByFixedWindows(planned, 3, MINUTE, 30_000)).toBe(0)
  })
})
