import { describe, expect, it } from 'vitest'
import type { GenerationStatus } from '@/lib/api/generations'
import type { PremiumOrder } from '@/lib/api/premium'
import { answerStats } from './answers'
import { forecastCycle } from './cycle'
import { spendKindOf } from './kinds'
import { planHistoryReads, USAGE_READS_PER_MINUTE } from './read-plan'
import { OTHER_MODELS, spendByDay } from './spend'

const NOW = Date.parse('2026-11-23T12:00:00Z')
const DAY = 86_400_000
const gen = (
  id: string,
  daysAgo: number,
  credits: number | null,
  type = 'text-to-image',
  model = 'm1',
): GenerationStatus => ({
  id,
  status: 'completed',
  created_at: new Date(NOW - daysAgo * DAY).toISOString(),
  credits_deducted: credits,
  generation_type: type,
  model,
})

describe('spend by day', () => {
  it('has a row per day, stacks by kind, counts each generation once and only in the period', () => {
    const history = [
      gen('a', 0, 4),
      gen('a', 0, 4),
      gen('b', 1, 10, 'text-to-video', 'veo'),
      gen('c', 6.4, 3, 'premium-video', 'premium'),
      gen('d', 7, 100),
      gen('e', 2, null),
      gen('f', 1, 5, 'brand-new-type'),
    ]
    const s = spendByDay(history, 7, NOW)
    expect(s.days).toHaveLength(7)
    expect(s.days.at(-1)!.day).toBe('2026-11-23')
    expect(s.total).toBe(22)
    expect(s.byKind).toMatchObject({ image: 4, video: 10, premium: 3, tools: 5 })
    expect(s.days.reduce((n, d) => n + d.total, 0)).toBe(s.total)
    expect(s.days.at(-1)!.byKind.image).toBe(4)
    expect(spendByDay(history, 30, NOW).total).toBe(122)
  })

  it('keeps the ten biggest models and sums the rest', () => {
    const history = Array.from({ length: 12 }, (_, i) =>
      gen(`g${i}`, 0, i + 1, 'text-to-image', `m${i}`),
    )
    const s = spendByDay(history, 7, NOW)
    expect(s.models).toHaveLength(11)
    expect(s.models[0]).toBe('m11')
    expect(s.models.at(-1)).toBe(OTHER_MODELS)
    expect(s.days.at(-1)!.byModel[OTHER_MODELS]).toBe(1 + 2)
    const sum = Object.values(s.days.at(-1)!.byModel).reduce((a, b) => a + b, 0)
    expect(sum).toBe(s.total)
  })

  it('files every type under a kind', () => {
    expect(spendKindOf('text-to-speech')).toBe('speech')
    expect(spendKindOf('story')).toBe('story')
    expect(spendKindOf('remove-background')).toBe('tools')
    expect(spendKindOf(undefined)).toBe('tools')
  })
})

describe('history read plan', () => {
  const base = { pages: [], inFlight: [], startedAt: [], types: ['a', 'b', 'c'] }

  it('reads the newest page alone first, and nothing more when it is not full', () => {
    expect(planHistoryReads(base, NOW).next).toEqual([null])
    expect(planHistoryReads({ ...base, inFlight: [null] }, NOW).next).toEqual([])
    const plan = planHistoryReads(
      { ...base, pages: [{ filter: null, count: 40, limit: 100, oldest: null }] },
      NOW,
    )
    expect(plan).toMatchObject({ next: [], done: true, completeSince: null })
  })

  it('reaches older history type by type, never re-reading a page, two at a time', () => {
    const newest = { filter: null, count: 100, limit: 100, oldest: '2026-10-01T00:00:00Z' }
    const p1 = planHistoryReads({ ...base, pages: [newest] }, NOW)
    expect(p1.next).toEqual(['a', 'b'])
    const p2 = planHistoryReads({ ...base, pages: [newest], inFlight: ['a', 'b'] }, NOW)
    expect(p2.next).toEqual([])
    const a = { filter: 'a', count: 100, limit: 100, oldest: '2026-09-01T00:00:00Z' }
    const p3 = planHistoryReads({ ...base, pages: [newest, a], inFlight: ['b'] }, NOW)
    expect(p3.next).toEqual(['c'])
    expect(p3.completeSince).toBe('2026-09-01T00:00:00Z')
    const done = planHistoryReads(
      { ...base, pages: [newest, a, { ...a, filter: 'b' }, { ...a, filter: 'c', count: 3 }] },
      NOW,
    )
    expect(done).toMatchObject({ next: [], done: true, remaining: 0 })
  })

  it('stays within its share of the read limit and says when the next read may start', () => {
    const newest = { filter: null, count: 100, limit: 100, oldest: null }
    const startedAt = Array.from({ length: USAGE_READS_PER_MINUTE }, (_, i) => NOW - 50_000 + i)
    const plan = planHistoryReads({ ...base, pages: [newest], startedAt }, NOW)
    expect(plan.next).toEqual([])
    expect(plan.waitMs).toBe(10_000)
    expect(plan.done).toBe(false)
  })
})

describe('team cycle forecast', () => {
  const team = {
    monthly_limit_credits: 3000,
    cycle_used_credits: 1100,
    headroom_credits: 1900,
    cycle_resets_at: '2026-12-01T00:00:00Z',
  }

  it('says when the headroom runs out at this pace', () => {
    // The cycle began 2026-11-01: 22.5 days, 1100 used, so about 48.9 a day; 1900 left lasts
    // about 38.9 days, past the reset: no date.
    const f = forecastCycle(team, NOW)!
    expect(f.perDay).toBeCloseTo(1100 / 22.5)
    expect(f.runsOutAt).toBeNull()
    const fast = forecastCycle({ ...team, cycle_used_credits: 2700, headroom_credits: 300 }, NOW)!
    // 120 a day: 300 left lasts 2.5 days.
    expect(Date.parse(fast.runsOutAt!) - NOW).toBe(2.5 * DAY)
    expect(forecastCycle({ ...team, headroom_credits: 0 }, NOW)!.runsOutAt).toBe(
      new Date(NOW).toISOString(),
    )
  })

  it('draws the burn-down from the cycle start to the reset, ending today at the headroom', () => {
    const f = forecastCycle(
      team,
      NOW,
      new Map([
        ['2026-11-23', 100],
        ['2026-11-20', 50],
      ]),
    )!
    expect(f.burnDown[0]!.day).toBe('2026-11-01')
    const today = f.burnDown.find((p) => p.day === '2026-11-23')!
    expect(today).toMatchObject({ remaining: 1900, projected: 1900 })
    expect(f.burnDown.find((p) => p.day === '2026-11-22')!.remaining).toBe(2000)
    expect(f.burnDown.find((p) => p.day === '2026-11-19')!.remaining).toBe(2050)
    expect(f.burnDown.at(-1)!.day).toBe('2026-12-01')
    expect(f.burnDown.at(-1)!.projected).toBeLessThan(1900)
  })

  it('is absent without a limit', () => {
    expect(forecastCycle(null, NOW)).toBeNull()
    expect(forecastCycle({ ...team, monthly_limit_credits: null }, NOW)).toBeNull()
  })
})

describe('premium answer stats', () => {
  const order = (id: string, extra: Partial<PremiumOrder>): PremiumOrder => ({
    id,
    status: 'in_production',
    created_at: new Date(NOW - 10 * 3_600_000).toISOString(),
    open_questions: [],
    ...extra,
  })

  it('counts answered, late, missed and open, and the median time to answer', () => {
    const at = (h: number) => new Date(NOW - h * 3_600_000).toISOString()
    const s = answerStats(
      [
        order('o1', {
          answered_questions: [
            { id: 'q1', answer: 'yes', answered_at: at(8) },
            { id: 'q2', answer: 'no', answered_at: at(2), late: true },
          ],
          expired_questions: [
            { id: 'q3', question: 'Music?', options: [], window_expires_at: at(1) },
          ],
        }),
        order('o2', {
          open_questions: [
            { id: 'q4', question: 'Title?', options: [], window_expires_at: at(-3) },
          ],
          answered_questions: [{ id: 'q5', answer: 'ok', answered_at: at(6) }],
        }),
      ],
      NOW,
    )
    expect(s).toMatchObject({ answered: 3, late: 1, onTime: 2, missed: 1, open: 1 })
    expect(s.medianHours).toBe(4)
    expect(s.openWindows[0]!.hoursLeft).toBe(3)
  })
})

describe('burn-down against history the cycle does not count', () => {
  it('never shows more left than the limit', () => {
    const team = {
      monthly_limit_credits: 3000,
      cycle_used_credits: 450,
      headroom_credits: 2550,
      cycle_resets_at: '2026-12-01T00:00:00Z',
    }
    const f = forecastCycle(team, NOW, new Map([['2026-11-23', 3000]]))!
    expect(Math.max(...f.burnDown.map((p) => p.remaining ?? 0))).toBe(3000)
  })
})
