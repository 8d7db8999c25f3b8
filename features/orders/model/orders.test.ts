import { describe, expect, it } from 'vitest'
import type { PremiumOrder } from '@/lib/api/premium'
import { ApiError } from '@/lib/http/api-error'
import { planAnnouncements, FRESH_MEMORY } from './announcements'
import { describeProblem } from '@/lib/errors/problem'
import { ANSWER_WORDS, AnswerForm, answerOf, lateWarning } from './answer-rules'
import { orderStage, orderTimeline } from './order-status'
import { heldQueue, nextFocus, passedOf, queueOf, summarizeOrders } from './queue'
import { detailIntervalMs, ordersDueForRead, readsPerMinute } from './read-plan'

const answerProblem = (error: unknown) => describeProblem(error, ANSWER_WORDS)

const NOW = Date.parse('2026-11-23T12:00:00Z')
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString()

function order(id: string, windows: number[], o: Partial<PremiumOrder> = {}): PremiumOrder {
  return {
    id,
    status: windows.length ? 'awaiting_answers' : 'in_production',
    title: `Order ${id}`,
    brief: `Brief of ${id}`,
    created_at: at(-60),
    open_questions: windows.map((m, i) => ({
      id: `${id}-q${i}`,
      question: `Question ${i} of ${id}?`,
      options: ['A', 'B'],
      window_expires_at: at(m),
    })),
    ...o,
  }
}

describe('review queue ordering', () => {
  it('lists every open question across orders, nearest deadline first, with title and brief', () => {
    const queue = queueOf([order('a', [600, 30]), order('b', [5, 90000]), order('c', [])])
    expect(queue.map((q) => q.id)).toEqual(['b-q0', 'a-q1', 'a-q0', 'b-q1'])
    expect(queue[0]).toMatchObject({
      orderTitle: 'Order b',
      brief: 'Brief of b',
      options: ['A', 'B'],
    })
  })

  it('breaks ties stably and moves focus to the question that took the answered one’s place', () => {
    const queue = queueOf([order('b', [10]), order('a', [10])])
    expect(queue.map((q) => q.id)).toEqual(['a-q0', 'b-q0'])
    const three = queueOf([order('a', [1, 2, 3])])
    const after = three.filter((q) => q.id !== 'a-q1')
    expect(nextFocus(three, after, 'a-q1')).toBe('a-q2')
    expect(nextFocus(three, three.slice(0, 2), 'a-q2')).toBe('a-q1')
    expect(nextFocus(three.slice(0, 1), [], 'a-q0')).toBeNull()
  })

  it('keeps the questions on screen in place: newcomers wait to be shown, answered ones leave', () => {
    const first = queueOf([order('a', [600, 30])])
    expect(heldQueue(first, null)).toEqual({ shown: [], waiting: [] })
    const shownIds = first.map((q) => q.id)
    // A new order asks with a nearer deadline: it would go first, so it waits instead.
    const later = queueOf([order('a', [600, 30]), order('b', [5])])
    const held = heldQueue(later, shownIds)
    expect(held.shown.map((q) => q.id)).toEqual(['a-q1', 'a-q0'])
    expect(held.waiting.map((q) => q.id)).toEqual(['b-q0'])
    // One answered leaves; nothing shown at all: everything shows.
    const answered = later.filter((q) => q.id !== 'a-q1')
    expect(heldQueue(answered, shownIds).shown.map((q) => q.id)).toEqual(['a-q0'])
    expect(heldQueue(later, ['gone']).shown.map((q) => q.id)).toEqual(['b-q0', 'a-q1', 'a-q0'])
  })

  it('keeps a shown question whose window passed in its place, saying so, until it is answered', () => {
    const before = [order('a', [1, 30])]
    const shownIds = queueOf(before).map((q) => q.id)
    // The first window closes: the service moves that question to the passed ones.
    const [a] = before
    const closed: PremiumOrder = {
      ...a!,
      open_questions: a!.open_questions.slice(1),
      expired_questions: [{ ...a!.open_questions[0]!, window_expires_at: at(-1) }],
    }
    const held = heldQueue(queueOf([closed]), shownIds, passedOf([closed]))
    expect(held.shown.map((q) => [q.id, q.windowExpiresAt])).toEqual([
      ['a-q0', at(-1)],
      ['a-q1', at(30)],
    ])
    expect(held.waiting).toEqual([])
    // Answered late, it leaves; a passed question never shown does not join.
    const answered: PremiumOrder = { ...closed, expired_questions: [] }
    expect(
      heldQueue(queueOf([answered]), shownIds, passedOf([answered])).shown.map((q) => q.id),
    ).toEqual(['a-q1'])
    expect(
      heldQueue(queueOf([closed]), ['a-q1'], passedOf([closed])).shown.map((q) => q.id),
    ).toEqual(['a-q1'])
  })

  it('summarizes orders newest first with open counts and the nearest deadline', () => {
    const items = [
      { id: 'x', order_id: 'x', status: 'completed', created_at: at(-500), prompt: 'old' },
      { id: 'y', order_id: 'y', status: 'awaiting_answers', created_at: at(-5), title: 'Listed' },
    ]
    const rows = summarizeOrders(items, (id) => (id === 'y' ? order('y', [50, 20]) : undefined))
    expect(rows.map((r) => [r.id, r.stage, r.openQuestions, r.nearestDeadline])).toEqual([
      ['y', 'needs_answer', 2, at(20)],
      ['x', 'delivered', 0, null],
    ])
    expect(rows[1]!.brief).toBe('old')
  })
})

describe('order status', () => {
  it('words the stage and lays out the timeline', () => {
    expect(orderStage('awaiting_answers')).toBe('needs_answer')
    expect(orderStage('in_production', 1)).toBe('needs_answer')
    expect(orderStage('completed')).toBe('delivered')
    expect(orderStage('weird-new-status')).toBe('in_production')
    const steps = orderTimeline(
      order('a', [10], { answered_questions: [{ id: 'z', answer: 'A' }] }),
    )
    expect(steps.map((s) => [s.label, s.state])).toEqual([
      ['Ordered', 'done'],
      ['Questions (1 of 2 answered)', 'current'],
      ['In production', 'upcoming'],
      ['Delivered', 'upcoming'],
    ])
    expect(
      orderTimeline(order('d', [], { status: 'completed' })).every((s) => s.state === 'done'),
    ).toBe(true)
  })
})

describe('read budget', () => {
  it('stays well under the 120 reads a minute with 20 open orders', () => {
    expect(detailIntervalMs(2)).toBe(30_000)
    expect(detailIntervalMs(20)).toBe(60_000)
    expect(readsPerMinute(20)).toBe(26)
    expect(readsPerMinute(100)).toBe(26)
    expect(readsPerMinute(0)).toBe(6)
    expect(readsPerMinute(20, true)).toBe(1)
  })

  it('reads new and changed orders at once, the rest when their interval passed', () => {
    const base = {
      active: true,
      listedStatus: 'awaiting_answers',
      listedAt: NOW,
      readStatus: 'awaiting_answers',
    }
    const orders = [
      { ...base, id: 'fresh', readAt: NOW - 1000 },
      { ...base, id: 'old', readAt: NOW - 40_000 },
      { ...base, id: 'older', readAt: NOW - 50_000 },
      { ...base, id: 'new', readAt: 0, readStatus: null },
      { ...base, id: 'changed', readAt: NOW - 1000, listedStatus: 'in_production' },
      // The list disagrees, but was read before the order: nothing new to learn.
      { ...base, id: 'stale-list', readAt: NOW - 1000, listedAt: NOW - 2000, listedStatus: 'x' },
      {
        ...base,
        id: 'done',
        readAt: NOW - 99_000,
        active: false,
        listedStatus: 'completed',
        readStatus: 'completed',
      },
    ]
    expect(ordersDueForRead(orders, NOW)).toEqual({ urgent: ['new', 'changed'], routine: 'older' })
    // One routine read every 3 s at most: the budget is spent evenly, not in bursts.
    expect(ordersDueForRead(orders, NOW, { lastRoutineAt: NOW - 2000 }).routine).toBeNull()
    expect(ordersDueForRead(orders, NOW, { hidden: true }).routine).toBeNull()
  })
})

describe('answering rules', () => {
  it('refuses an empty answer and prefers free text over the option', () => {
    expect(AnswerForm.safeParse({ option: '', text: '   ' }).success).toBe(false)
    expect(answerOf({ option: 'A', text: '' })).toBe('A')
    expect(answerOf({ option: 'A', text: ' my own ' })).toBe('my own')
  })

  it('warns before a late answer', () => {
    expect(lateWarning(at(5), NOW)).toBeNull()
    expect(lateWarning(at(-3), NOW)).toMatch(/closed 3 minutes ago.*marked late/)
  })

  it('turns already_answered into the recorded answer, 404 and 403 into words', () => {
    const taken = answerProblem(
      new ApiError(409, {
        error: 'already_answered',
        message: 'x',
        answer: 'B',
        answered_at: at(0),
      }),
    )
    expect(taken).toMatchObject({
      code: 'already_answered',
      facts: { answer: 'B', answeredAt: at(0) },
    })
    expect(answerProblem(new ApiError(404, { error: 'not_found', message: 'x' }))).toMatchObject({
      code: 'not_found',
    })
    const forbidden = answerProblem(new ApiError(403, { detail: 'Insufficient permissions' }))
    expect(forbidden).toMatchObject({
      code: 'forbidden',
      message: expect.stringMatching(/permission to generate images or videos/),
    })
    // Words, never the scope's name (issue 79: a person's words on every screen).
    expect(forbidden.message).not.toMatch(/generate:media/)
    expect(answerProblem(new TypeError('fetch failed'))).toMatchObject({
      code: null,
      message: expect.stringMatching(/Your answer is kept/),
    })
  })
})

describe('announcements', () => {
  it('announces new questions after the first look, and once when under an hour', () => {
    const first = planAnnouncements(FRESH_MEMORY, queueOf([order('a', [600])]), NOW)
    expect(first.announce).toEqual([])
    const second = planAnnouncements(
      first.memory,
      queueOf([order('a', [600]), order('b', [30])]),
      NOW,
    )
    expect(second.announce.map((a) => [a.reason, a.question.id])).toEqual([['new', 'b-q0']])
    const later = NOW + 545 * 60_000
    const third = planAnnouncements(
      second.memory,
      queueOf([order('a', [600]), order('b', [30])]),
      later,
    )
    expect(third.announce.map((a) => [a.reason, a.question.id])).toEqual([['under_hour', 'a-q0']])
    expect(planAnnouncements(third.memory, queueOf([order('a', [600])]), later).announce).toEqual(
      [],
    )
  })
})
