import { describe, expect, it } from 'vitest'
import { itemStateWords, nextStartWords, sentWords } from './progress-words'

describe('a run’s progress in words', () => {
  it('says how many of its items the service took', () => {
    expect(sentWords({ sent: 12, items: 36 })).toBe('12 of 36 sent')
    expect(sentWords({ sent: 1200, items: 1500 })).toBe('1,200 of 1,500 sent')
  })

  it('counts the next start down', () => {
    const now = Date.parse('2026-01-01T10:00:00.000Z')
    expect(nextStartWords('2026-01-01T10:00:08.000Z', now)).toBe('next start in 8 s')
    expect(nextStartWords('2026-01-01T10:00:07.200Z', now)).toBe('next start in 8 s')
    expect(nextStartWords('2026-01-01T10:01:05.000Z', now)).toBe('next start in 1 min 5 s')
    expect(nextStartWords('2026-01-01T10:02:00.000Z', now)).toBe('next start in 2 min')
    expect(nextStartWords('2026-01-01T09:59:59.000Z', now)).toBe('next start now')
    expect(nextStartWords(null, now)).toBeNull()
  })

  it('says where an item the service took stands, and sends to the gallery once its run stopped', () => {
    expect(itemStateWords('started', 'running')).toBe('Making')
    expect(itemStateWords('started', 'paused')).toBe('Making')
    // Never "Making" for good: a stopped run follows nothing any more.
    expect(itemStateWords('started', 'stopped')).toBe('Sent before the stop: see the gallery')
    expect(itemStateWords('cancelled', 'stopped')).toBe('Not sent')
  })
})
