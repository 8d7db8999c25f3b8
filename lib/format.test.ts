import { describe, expect, it } from 'vitest'
import { formatCount, formatUtcDay, onFirstUse } from './format'

describe('formatCount', () => {
  const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

  it('writes whole numbers as Intl’s en-US format does, without building one', () => {
    const values = [0, 7, 999, 1000, 25_000, 1_234_567, -1, -1234, 2.5, -2.5, 999.5, 0.4]
    for (const value of values) expect(formatCount(value), String(value)).toBe(intl.format(value))
  })

  it('never writes "-0", which Intl does for a small negative', () => {
    expect(formatCount(-0.4)).toBe('0')
  })

  it('leaves what is not a finite number as JavaScript writes it', () => {
    expect(formatCount(Number.NaN)).toBe('NaN')
  })
})

describe('onFirstUse', () => {
  it('builds once, on the first call', () => {
    let built = 0
    const value = onFirstUse(() => ({ n: (built += 1) }))
    expect(built).toBe(0)
    expect(value()).toBe(value())
    expect(built).toBe(1)
  })
})

describe('formatUtcDay', () => {
  it("writes a UTC day as en-US's Intl does, short and long, for every month", () => {
    for (let month = 0; month < 12; month++) {
      const at = Date.UTC(2026, month, month + 9, 23, 30)
      for (const form of ['short', 'long'] as const) {
        const intl = new Date(at).toLocaleDateString('en-US', {
          month: form,
          day: 'numeric',
          timeZone: 'UTC',
        })
        expect(formatUtcDay(at, form)).toBe(intl)
      }
    }
    expect(formatUtcDay('2026-11-27')).toBe('Nov 27')
    expect(formatUtcDay('not a day')).toBe('not a day')
  })
})
