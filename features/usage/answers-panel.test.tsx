// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GenerationStatus } from '@/lib/api/generations'
import { PremiumOrder } from '@/lib/api/premium'
import { premiumOrderQueryOptions } from '@/lib/queries/premium-orders'
import { AnswersPanel } from './answers-panel'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const order = (id: string): GenerationStatus => ({
  id,
  order_id: id,
  status: 'completed',
  created_at: '2026-11-23T10:00:00Z',
  credits_deducted: 100,
  generation_type: 'premium-video',
  model: 'premium',
})

/**
 * The panel for two orders, with the browser's idle moment held back until `becomeIdle`, every
 * read answered 404, and the order ids read so far in `orderReads`. `cached` records are in the
 * cache before the panel mounts.
 */
function renderPanel(cached: PremiumOrder[] = []) {
  const idle: IdleRequestCallback[] = []
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback))
  vi.stubGlobal('cancelIdleCallback', () => {})
  const reads: string[] = []
  vi.stubGlobal('fetch', async (url: string) => {
    reads.push(String(url))
    return new Response('{}', { status: 404 })
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  for (const record of cached) {
    client.setQueryData(premiumOrderQueryOptions(record.id).queryKey, record)
  }
  render(
    <QueryClientProvider client={client}>
      <AnswersPanel history={[order('ord_1'), order('ord_2')]} now={Date.now()} />
    </QueryClientProvider>,
  )
  return {
    becomeIdle: () => act(() => idle[0]!({ didTimeout: false, timeRemaining: () => 50 })),
    orderReads: () => reads.filter((url) => /ord_\d/.test(url)).map((url) => url.split('/').pop()),
  }
}

describe('AnswersPanel', () => {
  it('reads the orders once the browser is idle, not among the effects of the page going live', async () => {
    const panel = renderPanel()
    await act(async () => {})
    expect(screen.getByText('Reading your orders…')).toBeTruthy()
    expect(panel.orderReads()).toEqual([])
    // The task that finds the browser idle starts none of them; each has a task of its own
    // (readOneATask, lib/queries/premium-orders.test.ts).
    panel.becomeIdle()
    expect(panel.orderReads()).toEqual([])
    await waitFor(() => expect(panel.orderReads()).toEqual(['ord_1', 'ord_2']))
  })

  it('reads only the orders the cache lacks, and counts what the cache holds', async () => {
    const panel = renderPanel([
      PremiumOrder.parse({
        id: 'ord_1',
        status: 'delivered',
        open_questions: [],
        answered_questions: [{ id: 'q1', answer: 'Warmer light' }],
      }),
    ])
    panel.becomeIdle()
    // The second read fails: the panel stops saying it is reading, and counts the cached order.
    expect(await screen.findByText(/^1 answered \(0 late\)/)).toBeTruthy()
    expect(panel.orderReads()).toEqual(['ord_2'])
  })
})
