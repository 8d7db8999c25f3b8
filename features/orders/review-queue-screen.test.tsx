// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OrdersWatcher } from './orders-watcher'
import { ReviewQueueScreen } from './review-queue-screen'

const NOW = Date.now()
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString()

const ORDERS: Record<string, unknown> = {
  ord_a: {
    id: 'ord_a',
    status: 'awaiting_answers',
    title: 'Launch film',
    brief: 'Ceramic cups',
    open_questions: [
      { id: 'q1', question: 'Late in the day?', options: ['Yes'], window_expires_at: at(600) },
      { id: 'q2', question: 'Soonest?', options: ['Yes', 'No'], window_expires_at: at(5) },
    ],
  },
  ord_b: {
    id: 'ord_b',
    status: 'awaiting_answers',
    title: 'Teaser',
    brief: 'A desk lamp',
    open_questions: [
      { id: 'q3', question: 'In the middle?', options: ['A'], window_expires_at: at(45) },
    ],
  },
  ord_c: { id: 'ord_c', status: 'completed', title: 'Done', open_questions: [] },
}

function serve(held: Promise<void> = Promise.resolve()) {
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url, 'http://studio').pathname
    if (path.endsWith('/ord_b')) await held
    const body = path.startsWith('/api/v1/generations')
      ? {
          generations: Object.values(ORDERS).map((o) => ({
            ...(o as object),
            order_id: (o as { id: string }).id,
            generation_type: 'premium-video',
            created_at: at(-10),
          })),
          count: 3,
          limit: 100,
        }
      : ORDERS[path.split('/').pop()!]
    return { ok: Boolean(body), status: body ? 200 : 404, json: async () => body ?? {} }
  })
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// The orders watcher reads the orders: the studio's layout mounts it beside every page.
describe('ReviewQueueScreen', () => {
  it('lists open questions across orders, nearest deadline first, with title and brief', async () => {
    serve()
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <ReviewQueueScreen />
        <OrdersWatcher />
      </QueryClientProvider>,
    )
    // Listed once all three orders were read: on a loaded machine, more than a second.
    const list = await screen.findByRole('list', { name: 'Open questions' }, { timeout: 5000 })
    await within(list).findByText('In the middle?')
    const headings = within(list).getAllByRole('heading', { level: 2 })
    expect(headings.map((h) => h.textContent)).toEqual([
      'Soonest?',
      'In the middle?',
      'Late in the day?',
    ])
    expect(
      within(list)
        .getAllByText(/Launch film|Teaser/)
        .map((e) => e.textContent),
    ).toEqual(['Launch film', 'Teaser', 'Launch film'])
    expect(within(list).getByText(/A desk lamp/)).toBeTruthy()
    // Five minutes left and 45 minutes left are told apart.
    expect(within(list).getAllByText('Closing now')).toHaveLength(1)
    expect(within(list).getAllByText('Under an hour')).toHaveLength(1)
    expect(within(list).getAllByText('Plenty of time')).toHaveLength(1)

    // j and k move focus between the questions' answer forms; 2 picks the second option.
    fireEvent.keyDown(document.body, { key: 'j' })
    expect(document.activeElement).toBe(screen.getByRole('form', { name: 'Answer: Soonest?' }))
    fireEvent.keyDown(document.activeElement!, { key: 'j' })
    expect(document.activeElement).toBe(
      screen.getByRole('form', { name: 'Answer: In the middle?' }),
    )
    fireEvent.keyDown(document.activeElement!, { key: 'k' })
    const soonest = screen.getByRole('form', { name: 'Answer: Soonest?' })
    expect(document.activeElement).toBe(soonest)
    fireEvent.keyDown(soonest, { key: '2' })
    expect(within(soonest).getByRole('radio', { name: /No/ })).toHaveProperty('checked', true)
    client.clear()
  })

  it('shows the questions once every order was read, so none is put above one on screen', async () => {
    let release = () => {}
    serve(new Promise<void>((resolve) => (release = resolve)))
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <ReviewQueueScreen />
        <OrdersWatcher />
      </QueryClientProvider>,
    )
    // Launch film's questions are read; the teaser's are not yet: nothing is listed.
    await vi.waitFor(() => expect(client.getQueryState(['job', 'premium', 'ord_a'])).toBeTruthy())
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.getByText('Loading open questions…')).toBeVisible()
    expect(screen.queryByRole('list', { name: 'Open questions' })).toBeNull()
    release()
    const list = await screen.findByRole('list', { name: 'Open questions' }, { timeout: 5000 })
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(3)
    client.clear()
  })
})
