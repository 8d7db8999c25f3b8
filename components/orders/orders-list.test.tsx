// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OrderSummary } from '@/lib/orders/queue'
import { OrdersList } from './orders-list'

const watched = vi.hoisted(() => ({ orders: [] as OrderSummary[] }))
vi.mock('./use-orders-watch', () => ({
  useOrdersWatch: () => ({ orders: watched.orders, isPending: false, error: null }),
}))

const ORDER: OrderSummary = {
  id: 'ord_a',
  title: 'Launch film',
  brief: 'Ceramic cups',
  status: 'awaiting_answers',
  stage: 'needs_answer',
  createdAt: '2026-11-30T10:00:00.000Z',
  openQuestions: null,
  nearestDeadline: null,
}

/** The lines of the order's status column (stage, questions, deadline). */
function statusLines() {
  cleanup()
  render(<OrdersList />)
  const card = screen.getByRole('listitem')
  const column = card.lastElementChild
  return column ? [...column.children].length : 0
}

afterEach(cleanup)

describe('an order card while its questions are read', () => {
  // A card that loses a line while the page loads moves every card under it (layout shift).
  it.each<[string, Partial<OrderSummary>]>([
    ['none are open any more', { openQuestions: 0 }],
    ['it has moved on to production', { openQuestions: 0, stage: 'in_production' }],
    ['one is open', { openQuestions: 1, nearestDeadline: '2026-12-30T10:00:00.000Z' }],
  ])('keeps its deadline line when %s', (_, read) => {
    watched.orders = [ORDER]
    const reading = statusLines()
    watched.orders = [{ ...ORDER, ...read }]
    expect(statusLines()).toBe(reading)
  })

  it('has no deadline line once delivered', () => {
    watched.orders = [{ ...ORDER, stage: 'delivered', openQuestions: 0 }]
    expect(statusLines()).toBe(2)
  })
})
