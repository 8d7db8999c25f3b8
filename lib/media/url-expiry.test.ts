import { describe, expect, it } from 'vitest'
import { isExpiring, MIN_REFRESH_DELAY_MS, refreshDelayMs } from './url-expiry'

const T0 = Date.parse('2026-01-01T10:00:00Z')
const at = (ms: number) => new Date(T0 + ms).toISOString()
const MIN = 60_000

describe('refreshDelayMs', () => {
  it('refetches five minutes before the first of one-hour URLs runs out', () => {
    expect(refreshDelayMs([at(60 * MIN), at(59 * MIN)], T0, T0)).toBe(54 * MIN)
    expect(refreshDelayMs([at(60 * MIN)], T0, T0 + 10 * MIN)).toBe(45 * MIN)
  })

  it('keeps a fifth of the lifetime as margin for short-lived URLs', () => {
    expect(refreshDelayMs([at(10_000)], T0, T0)).toBe(8_000)
  })

  it('never asks for a refetch sooner than a second, even when already expired', () => {
    expect(refreshDelayMs([at(-5 * MIN)], T0 - 65 * MIN, T0)).toBe(MIN_REFRESH_DELAY_MS)
  })

  it('has nothing to schedule without expiries', () => {
    expect(refreshDelayMs([], T0, T0)).toBe(false)
    expect(refreshDelayMs([null, undefined, 'not a date'], T0, T0)).toBe(false)
  })
})

describe('isExpiring', () => {
  it('is false while the URL has its margin left, true inside it or after', () => {
    const expires = T0 + 60 * MIN
    expect(isExpiring(expires, T0, T0 + 54 * MIN)).toBe(false)
    expect(isExpiring(expires, T0, T0 + 55 * MIN)).toBe(true)
    expect(isExpiring(expires, T0, T0 + 61 * MIN)).toBe(true)
  })
})
