import { describe, expect, it } from 'vitest'
import { heldArrivals } from './held-arrivals'
import type { OrderSummary } from './queue'

const order = (id: string, stage: OrderSummary['stage'] = 'needs_answer'): OrderSummary => ({
  id,
  title: id,
  brief: '',
  status: 'awaiting_answers',
  stage,
  createdAt: null,
  openQuestions: null,
  nearestDeadline: null,
})
const ids = (list: readonly OrderSummary[]) => list.map((o) => o.id)

describe('the orders list while the service changes under it', () => {
  it('shows every order the first time it has any', () => {
    const list = [order('b'), order('a')]
    const first = heldArrivals(null, list)
    expect(ids(first.shown)).toEqual(['b', 'a'])
    expect(first.held).toEqual([])
    expect(first.seen).toBe(list)
  })

  it('remembers nothing before there are orders, so the first to come is shown', () => {
    expect(heldArrivals(null, [])).toEqual({ seen: null, shown: [], held: [], gone: 0 })
  })

  it('holds newer orders back, in the service order, until the reader shows them', () => {
    const a = order('a')
    const { seen } = heldArrivals(null, [a])
    const later = heldArrivals(seen, [order('c'), order('b'), a])
    expect(ids(later.shown)).toEqual(['a'])
    expect(ids(later.held)).toEqual(['c', 'b'])
    expect(later.seen).toBe(seen)
  })

  it('draws the shown rows with fresh data, and says so once so it can be kept', () => {
    const { seen } = heldArrivals(null, [order('a'), order('b')])
    const moved = order('a', 'in_production')
    const later = heldArrivals(seen, [moved, order('b')])
    expect(later.shown[0]).toBe(moved)
    expect(later.seen).toEqual(later.shown)
    expect(heldArrivals(later.seen, [moved, later.shown[1]!]).seen).toBe(later.seen)
  })

  it('keeps the row of an order the service retired, as last seen, in its place', () => {
    const b = order('b', 'delivered')
    const { seen } = heldArrivals(null, [order('a'), b, order('c')])
    const later = heldArrivals(seen, [order('new'), order('a'), order('c')])
    expect(ids(later.shown)).toEqual(['a', 'b', 'c'])
    expect(later.shown[1]).toBe(b)
    expect(later.gone).toBe(1)
    expect(ids(later.held)).toEqual(['new'])
  })
})
