import { describe, expect, it } from 'vitest'
import { withOrdersUnderWay } from './kept-lines'
import type { OrderSummary } from './queue'

const order = (id: string, stage: OrderSummary['stage']): OrderSummary => ({
  id,
  title: id,
  brief: '',
  status: 'x',
  stage,
  createdAt: null,
  openQuestions: 0,
  nearestDeadline: null,
})

describe('the rows that keep their deadline line', () => {
  it('are those under way, and stay kept once the order is delivered or fails', () => {
    const first = withOrdersUnderWay(new Set(), [
      order('waiting', 'needs_answer'),
      order('making', 'in_production'),
      order('done', 'delivered'),
    ])
    expect([...first].sort()).toEqual(['making', 'waiting'])
    const later = withOrdersUnderWay(first, [
      order('waiting', 'delivered'),
      order('making', 'failed'),
      order('done', 'delivered'),
    ])
    expect([...later].sort()).toEqual(['making', 'waiting'])
  })

  it('is the same set when nothing new went under way, so there is nothing to store', () => {
    const seen = withOrdersUnderWay(new Set(), [order('waiting', 'received')])
    expect(withOrdersUnderWay(seen, [order('waiting', 'in_production')])).toBe(seen)
    expect(withOrdersUnderWay(seen, [order('new', 'needs_answer')])).not.toBe(seen)
  })
})
