import { describe, expect, it } from 'vitest'
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatUtcDay,
  listInWords,
  timeInWords,
} from './format'

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

/** Intl's spaces: some ICU versions put a narrow no-break space before AM/PM. */
const spaced = (words: string) => words.replace(/\s/g, ' ')

describe('formatDate and formatDateTime', () => {
  const moments = Array.from({ length: 12 }, (_, month) =>
    Date.UTC(2026, month, 1 + month * 2, (month * 5) % 24, (month * 13) % 60),
  )
  moments.push(
    Date.UTC(2026, 10, 27, 0, 7),
    Date.UTC(2026, 10, 27, 12, 0),
    Date.UTC(1999, 11, 31, 23, 59),
  )

  it("writes a moment as en-US's Intl does (medium date, short time), in UTC and locally", () => {
    for (const at of moments) {
      for (const timeZone of ['UTC', undefined]) {
        const zone = timeZone ? 'utc' : 'local'
        const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone })
        const dateTime = new Intl.DateTimeFormat('en', {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone,
        })
        expect(formatDate(at, zone)).toBe(spaced(date.format(at)))
        expect(formatDateTime(at, zone)).toBe(spaced(dateTime.format(at)))
        expect(formatDateTime(new Date(at).toISOString(), zone)).toBe(formatDateTime(at, zone))
      }
    }
  })

  it('leaves what is not a moment as it was given', () => {
    expect(formatDate('soon')).toBe('soon')
    expect(formatDateTime('soon', 'utc')).toBe('soon')
  })
})

describe('timeInWords', () => {
  const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })

  it("writes an amount of time as en's RelativeTimeFormat does with numeric 'auto'", () => {
    const amounts = [-0, 0, 1, -1, 2, -2, 5, -59, 24, 1000, -1234]
    for (const unit of ['day', 'hour', 'minute', 'second'] as const) {
      for (const amount of amounts) {
        expect(timeInWords(amount, unit), `${amount} ${unit}`).toBe(intl.format(amount, unit))
      }
    }
  })
})

describe('listInWords', () => {
  it('writes names as en’s ListFormat joins a conjunction, without building one', () => {
    const intl = new Intl.ListFormat('en', { type: 'conjunction' })
    for (const names of [[], ['Extend'], ['Extend', 'Dub'], ['Extend', 'Captions', 'Dub']]) {
      expect(listInWords(names)).toBe(intl.format(names))
    }
  })
})
