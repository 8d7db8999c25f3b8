import { describe, expect, it } from 'vitest'
import {
  FRESH_MEMORY,
  MAX_MARKS,
  marksOf,
  planAnnouncements,
  rememberAnnounced,
} from './announcements'
import type { QueueQuestion } from './queue'

const NOW = Date.parse('2026-03-01T12:00:00.000Z')
const question = (id: string, minutesLeft: number) =>
  ({
    id,
    options: ['left', 'right'],
    orderId: 'o1',
    brief: 'A portrait',
    orderTitle: 'A portrait',
    question: 'Which pose?',
    windowExpiresAt: new Date(NOW + minutesLeft * 60_000).toISOString(),
  }) satisfies QueueQuestion

describe('order questions announced on one device only', () => {
  it('does not announce again what another device announced', () => {
    const started = planAnnouncements(FRESH_MEMORY, [], NOW).memory
    const queue = [question('q1', 300), question('q2', 30)]
    expect(planAnnouncements(started, queue, NOW).announce).toHaveLength(2)
    const elsewhere = rememberAnnounced(started, [
      { questionId: 'q1', mark: 'known' },
      { questionId: 'q2', mark: 'warned' },
    ])
    expect(planAnnouncements(elsewhere, queue, NOW).announce).toEqual([])
  })

  it('still warns of a closing question another device only saw', () => {
    const known = rememberAnnounced(planAnnouncements(FRESH_MEMORY, [], NOW).memory, [
      { questionId: 'q1', mark: 'known' },
    ])
    const plan = planAnnouncements(known, [question('q1', 30)], NOW)
    expect(plan.announce.map((a) => a.reason)).toEqual(['under_hour'])
  })

  it('saves each question once with its strongest mark, the newest at most', () => {
    const memory = planAnnouncements(FRESH_MEMORY, [question('a', 300), question('b', 30)], NOW)
    expect(marksOf(memory.memory)).toEqual([
      { questionId: 'a', mark: 'known' },
      { questionId: 'b', mark: 'warned' },
    ])
    const many = rememberAnnounced(
      FRESH_MEMORY,
      Array.from({ length: MAX_MARKS + 5 }, (_, i) => ({
        questionId: `q${i}`,
        mark: 'known' as const,
      })),
    )
    const marks = marksOf(many)
    expect(marks).toHaveLength(MAX_MARKS)
    expect(marks.at(-1)?.questionId).toBe(`q${MAX_MARKS + 4}`)
  })
})
