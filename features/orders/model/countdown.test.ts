import { describe, expect, it } from 'vitest'
import { clockOf, planCountdown } from './countdown'

const NOW = Date.parse('2026-11-23T12:00:00Z')
const at = (ms: number) => new Date(NOW + ms).toISOString()

describe('question countdown', () => {
  it('has three severities: plenty of time, under an hour, expired', () => {
    expect(planCountdown(at(5 * 3_600_000), NOW).severity).toBe('plenty')
    expect(planCountdown(at(3_600_000), NOW).severity).toBe('plenty')
    expect(planCountdown(at(3_600_000 - 1000), NOW).severity).toBe('under_hour')
    // 57 minutes and 14 seconds are not the same urgency: the last five minutes say so.
    expect(planCountdown(at(57 * 60_000), NOW).severity).toBe('under_hour')
    expect(planCountdown(at(5 * 60_000), NOW).severity).toBe('under_hour')
    expect(planCountdown(at(5 * 60_000 - 1000), NOW).severity).toBe('closing')
    expect(planCountdown(at(14_000), NOW).severity).toBe('closing')
    expect(planCountdown(at(1000), NOW).severity).toBe('closing')
    expect(planCountdown(at(0), NOW).severity).toBe('expired')
    expect(planCountdown(at(-60_000), NOW).severity).toBe('expired')
  })

  it('says how long is left, in words and as a ticking clock', () => {
    expect(planCountdown(at(3 * 3_600_000 + 5000), NOW)).toMatchObject({
      words: 'closes in 3 hours',
      clock: '3:00:05',
    })
    expect(planCountdown(at(12 * 60_000), NOW)).toMatchObject({
      words: 'closes in 12 minutes',
      clock: '12:00',
    })
    expect(planCountdown(at(2 * 86_400_000), NOW).words).toBe('closes in 2 days')
    expect(planCountdown(at(-5 * 60_000), NOW)).toMatchObject({
      words: 'closed 5 minutes ago',
      clock: '0:00',
    })
    expect(clockOf(1)).toBe('0:01')
  })

  it('never says less time than its clock shows', () => {
    // The clock counts whole seconds up (it reads 0:00 only once the window has closed); the words
    // read the same whole seconds, or a screen said "closes in 1 second" beside "0:02".
    expect(planCountdown(at(1900), NOW)).toMatchObject({
      words: 'closes in 2 seconds',
      clock: '0:02',
    })
    expect(planCountdown(at(59_500), NOW)).toMatchObject({
      words: 'closes in 1 minute',
      clock: '1:00',
    })
    expect(planCountdown(at(1), NOW)).toMatchObject({ words: 'closes in 1 second', clock: '0:01' })
  })
})
