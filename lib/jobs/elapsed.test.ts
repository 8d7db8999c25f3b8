import { describe, expect, it } from 'vitest'
import { clockTime, elapsedInfo } from './elapsed'

describe('elapsed vs estimated time', () => {
  it('formats m:ss', () => {
    expect(clockTime(0)).toBe('0:00')
    expect(clockTime(65.9)).toBe('1:05')
    expect(clockTime(-3)).toBe('0:00')
  })

  it('compares elapsed with the estimate', () => {
    const start = '2025-01-01T00:00:00.000Z'
    const now = Date.parse(start) + 12_000
    expect(elapsedInfo(start, now, 30)).toMatchObject({
      text: '0:12 of ~0:30',
      ratio: 0.4,
      overdue: false,
    })
    expect(elapsedInfo(start, now, 10)).toMatchObject({ ratio: 1, overdue: true })
    expect(elapsedInfo(start, now)).toMatchObject({ text: '0:12', ratio: null })
  })
})
