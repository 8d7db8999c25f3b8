import { describe, expect, it } from 'vitest'
import { heldArrivals, withShown } from './held-arrivals'
import type { OrderSummary } from './queue'

const order = (id: string): OrderSummary => ({
  id,
  title: id,
  brief: '',
  status: 'awaiting_answers',
  stage: 'needs_answer',
  createdAt: null,
  openQuestions: null,
  nearestDeadline: null,
})
const ids = (list: readonly OrderSummary[]) => list.map((o) => o.id)

describe('orders that arrive while the list is open', () => {
  it('are all shown the first time the list has orders', () => {
    const first = heldArrivals(null, [order('b'), order('a')])
    expect(ids(first.shown)).toEqual(['b', 'a'])
    expect(first.held).toEqual([])
    expect([...(first.known ?? [])].sort()).toEqual(['a', 'b'])
  })

  it('are not remembered before there are any, so the first to come is shown', () => {
    expect(heldArrivals(null, [])).toEqual({ known: null, shown: [], held: [] })
  })

  it('wait behind the list, in the service order, until the reader shows them', () => {
    const { known } = heldArrivals(null, [order('a')])
    const later = heldArrivals(known, [order('c'), order('b'), order('a')])
    expect(ids(later.shown)).toEqual(['a'])
    expect(ids(later.held)).toEqual(['c', 'b'])
    expect(later.known).toBe(known)
    const shown = heldArrivals(withShown(known, later.held), [order('c'), order('b'), order('a')])
    expect(ids(shown.shown)).toEqual(['c', 'b', 'a'])
    expect(shown.held).toEqual([])
  })

  it('drop an order the service no longer lists', () => {
    const { known } = heldArrivals(null, [order('a'), order('b')])
    expect(ids(heldArrivals(known, [order('b')]).shown)).toEqual(['b'])
  })
})
