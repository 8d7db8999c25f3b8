// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OrderSummary } from '@/features/orders/model/queue'
import { OrdersScreen } from './orders-screen'

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
  const column = screen.getByRole('listitem').lastElementChild
  return column ? [...column.children].length : 0
}

afterEach(cleanup)

describe('an order card while its questions are read and its order moves on', () => {
  // A card that loses a line while the reader looks moves every card under it (layout shift).
  it.each<[string, Partial<OrderSummary>]>([
    ['none are open any more', { openQuestions: 0 }],
    ['it has moved on to production', { openQuestions: 0, stage: 'in_production' }],
    ['one is open', { openQuestions: 1, nearestDeadline: '2026-12-30T10:00:00.000Z' }],
    // Its last window closed on screen, and the order went on to delivery or failed meanwhile.
    ['it was delivered', { openQuestions: 0, stage: 'delivered' }],
    ['it failed', { openQuestions: 0, stage: 'failed' }],
  ])('keeps its deadline line when %s', (_, read) => {
    watched.orders = [ORDER]
    const { rerender } = render(<OrdersScreen />)
    const reading = statusLines()
    watched.orders = [{ ...ORDER, ...read }]
    rerender(<OrdersScreen />)
    expect(statusLines()).toBe(reading)
  })

  it('has no deadline line when it was already delivered as the list opened', () => {
    watched.orders = [{ ...ORDER, stage: 'delivered', openQuestions: 0 }]
    render(<OrdersScreen />)
    expect(statusLines()).toBe(2)
  })
})

describe('an order that arrives while the list is open', () => {
  const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)

  it('waits behind a button, and heads the list once the reader shows it', () => {
    watched.orders = [ORDER]
    const { rerender } = render(<OrdersScreen />)
    watched.orders = [{ ...ORDER, id: 'ord_new', title: 'Holiday card' }, ORDER]
    rerender(<OrdersScreen />)
    expect(titles()).toEqual(['Launch film'])
    expect(screen.getByRole('radio', { name: 'All (1)' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Show 1 new order' }))
    expect(titles()).toEqual(['Holiday card', 'Launch film'])
    expect(screen.queryByRole('button', { name: /new order/ })).toBeNull()
  })

  it('takes the place of a retired order only when the reader asks', () => {
    const retired = { ...ORDER, id: 'ord_old', title: 'Old cut-down', stage: 'delivered' as const }
    watched.orders = [ORDER, retired]
    const { rerender } = render(<OrdersScreen />)
    watched.orders = [{ ...ORDER, id: 'ord_new', title: 'New cut-down' }, ORDER]
    rerender(<OrdersScreen />)
    expect(titles()).toEqual(['Launch film', 'Old cut-down'])
    fireEvent.click(screen.getByRole('button', { name: 'Show 1 new order' }))
    expect(titles()).toEqual(['New cut-down', 'Launch film'])
  })

  it('is brought up to date on request when an order left with nothing new', () => {
    const retired = { ...ORDER, id: 'ord_old', title: 'Old cut-down' }
    watched.orders = [ORDER, retired]
    const { rerender } = render(<OrdersScreen />)
    watched.orders = [ORDER]
    rerender(<OrdersScreen />)
    expect(titles()).toEqual(['Launch film', 'Old cut-down'])
    fireEvent.click(screen.getByRole('button', { name: 'Update the list' }))
    expect(titles()).toEqual(['Launch film'])
  })

  it('is shown at once when the list had no orders yet', () => {
    watched.orders = []
    const { rerender } = render(<OrdersScreen />)
    watched.orders = [ORDER]
    rerender(<OrdersScreen />)
    expect(titles()).toEqual(['Launch film'])
  })
})
