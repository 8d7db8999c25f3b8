import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/http/api-error'
import { isPollDue, nextPollInMs, pollStopReason, type PollState } from './poll-plan'

import { JOB_KIND_DEFS } from '@/lib/api/job-kinds'

const mediaPhase = JOB_KIND_DEFS.media.phase
const running = mediaPhase({ id: 'j', status: 'processing', outputs: [] })

function state(overrides: Partial<PollState> = {}): PollState {
  return {
    phase: running,
    error: null,
    pollsDone: 0,
    lastPollAt: 0,
    now: 0,
    hidden: false,
    fetching: false,
    ...overrides,
  }
}

/** Walks the plan as a client would: wait, poll, repeat; returns the seconds of each poll. */
function pollTimes(count: number): number[] {
  const times: number[] = []
  let now = 0
  for (let pollsDone = 0; pollsDone < count; pollsDone++) {
    const wait = nextPollInMs(state({ pollsDone, lastPollAt: now, now }))
    if (wait === false) throw new Error('stopped early')
    now += wait
    times.push(now / 1000)
  }
  return times
}

describe('poll plan (docs/service-contract.md §4.9)', () => {
  it('waits 5, 5, 5, 10, 10, 15, 15, 30, 30, then 30 s between polls', () => {
    const times = pollTimes(12)
    const waits = times.map((t, i) => t - (times[i - 1] ?? 0))
    expect(waits).toEqual([5, 5, 5, 10, 10, 15, 15, 30, 30, 30, 30, 30])
    expect(times.slice(0, 6)).toEqual([5, 10, 15, 25, 35, 50])
  })

  it('never plans two polls closer than 5 s in the first 30 s', () => {
    const early = pollTimes(6).filter((t) => t <= 30)
    early.forEach((t, i) => expect(t - (early[i - 1] ?? 0)).toBeGreaterThanOrEqual(5))
  })

  it('counts the wait from the last answer and goes at once when overdue', () => {
    expect(nextPollInMs(state({ pollsDone: 3, lastPollAt: 1_000, now: 4_000 }))).toBe(7_000)
    expect(nextPollInMs(state({ pollsDone: 0, lastPollAt: 0, now: 60_000 }))).toBe(50)
  })

  it.each([
    ['completed', { status: 'completed', outputs: [] }],
    ['failed', { status: 'failed', outputs: [] }],
    ['cancelled', { status: 'cancelled', outputs: [] }],
    ['error (real service)', { status: 'error', outputs: [] }],
    ['upper-case FAILED', { status: 'FAILED', outputs: [] }],
    [
      'optimization_status failed',
      {
        status: 'processing',
        outputs: [{ id: 'o', url: 'https://cdn/x.png', optimization_status: 'failed' }],
      },
    ],
  ])('stops on %s', (_, record) => {
    const phase = mediaPhase({ id: 'j', ...record })
    expect(pollStopReason({ phase, error: null, now: 0 })).toBe('finished')
    expect(nextPollInMs(state({ phase }))).toBe(false)
    expect(isPollDue(state({ phase, now: 999_999 }))).toBe(false)
  })

  it('keeps polling queued, pending, publishing and unknown statuses', () => {
    for (const status of ['queued', 'pending', 'processing', 'streaming', 'warming_up']) {
      const phase = mediaPhase({ id: 'j', status, outputs: [] })
      expect(nextPollInMs(state({ phase }))).toBe(5_000)
    }
  })

  it('stops with a reason on 404, 403 and 401, and keeps going after other errors', () => {
    const stop = (error: unknown) => pollStopReason({ phase: running, error, now: 0 })
    expect(stop(new ApiError(404, { error: 'not_found' }))).toBe('not_found')
    expect(stop(new ApiError(403, { detail: 'x' }))).toBe('forbidden')
    expect(stop(new ApiError(401, null))).toBe('not_connected')
    expect(nextPollInMs(state({ error: new ApiError(404, null) }))).toBe(false)
    expect(nextPollInMs(state({ error: new ApiError(503, null), pollsDone: 4 }))).toBe(10_000)
    expect(nextPollInMs(state({ error: new TypeError('network') }))).toBe(5_000)
  })

  it('pauses in a hidden tab and catches up when it shows again', () => {
    const hidden = state({ hidden: true, pollsDone: 2, lastPollAt: 0, now: 40_000 })
    expect(nextPollInMs(hidden)).toBe(false)
    expect(isPollDue({ ...hidden, hidden: false })).toBe(true)
    expect(nextPollInMs({ ...hidden, hidden: false })).toBe(50)
    expect(isPollDue(state({ pollsDone: 2, lastPollAt: 0, now: 3_000 }))).toBe(false)
  })

  it('plans nothing while a request is in flight', () => {
    expect(nextPollInMs(state({ fetching: true }))).toBe(false)
  })

  it('takes a 404 within the kind\'s grace after the start as "not visible yet"', () => {
    const notFound = new ApiError(404, { error: 'not_found' })
    const music = { phase: running, error: notFound, startedAt: 0, notFoundGraceMs: 30_000 }
    expect(pollStopReason({ ...music, now: 29_000 })).toBeNull()
    expect(nextPollInMs(state({ ...music, now: 6_000, lastPollAt: 5_000, pollsDone: 1 }))).toBe(
      4_000,
    )
    expect(pollStopReason({ ...music, now: 31_000 })).toBe('not_found')
  })

  it("waits no longer than the schedule when the start is in this device's future", () => {
    const year9999 = Date.parse('9999-01-01T00:00:00Z')
    const now = Date.parse('2026-12-03T12:00:00Z')
    for (const pollsDone of [0, 1, 5, 20]) {
      const wait = nextPollInMs(state({ pollsDone, lastPollAt: year9999, now }))
      expect(wait).toBeGreaterThanOrEqual(5_000)
      expect(wait).toBeLessThanOrEqual(30_000)
    }
  })

  it("gives no 404 grace to a start far in this device's future, some to a clock a little ahead", () => {
    const notFound = new ApiError(404, { error: 'not_found' })
    const now = Date.parse('2026-12-03T12:00:00Z')
    const grace = { phase: running, error: notFound, now, notFoundGraceMs: 30_000 }
    expect(pollStopReason({ ...grace, startedAt: now + 10_000 })).toBeNull()
    expect(pollStopReason({ ...grace, startedAt: Date.parse('2099-01-01T00:00:00Z') })).toBe(
      'not_found',
    )
  })
})
