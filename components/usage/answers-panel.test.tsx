// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GenerationStatus } from '@/lib/api/generations'
import { PremiumOrder } from '@/lib/api/premium'
import { premiumOrderQueryOptions } from '@/lib/queries/premium-orders'
import { AnswersPanel } from './answers-panel'

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

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

describe('AnswersPanel', () => {
  it('reads the orders once the browser is idle, not among the effects of the page going live', async () => {
    const idle: IdleRequestCallback[] = []
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback))
    vi.stubGlobal('cancelIdleCallback', () => {})
    const reads: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      reads.push(String(url))
      return new Response('{}', { status: 404 })
    })
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <AnswersPanel history={[order('ord_1'), order('ord_2')]} now={Date.now()} />
      </QueryClientProvider>,
    )
    await act(async () => {})
    expect(screen.getByText('Reading your orders…')).toBeTruthy()
    expect(reads).toEqual([])
    // The task that finds the browser idle starts none of them; each has a task of its own
    // (readOneATask, lib/queries/premium-orders.test.ts).
    act(() => idle[0]!({ didTimeout: false, timeRemaining: () => 50 }))
    const orderReads = () => reads.filter((url) => /ord_\d/.test(url))
    expect(orderReads()).toEqual([])
    await waitFor(() => expect(orderReads()).toHaveLength(2))
    expect(orderReads().map((url) => url.split('/').pop())).toEqual(['ord_1', 'ord_2'])
  })

  it('reads only the orders the cache lacks, and counts what the cache holds', async () => {
    const idle: IdleRequestCallback[] = []
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback))
    vi.stubGlobal('cancelIdleCallback', () => {})
    const reads: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      reads.push(String(url))
      return new Response('{}', { status: 404 })
    })
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    client.setQueryData(
      premiumOrderQueryOptions('ord_1').queryKey,
      PremiumOrder.parse({ id: 'ord_1', status: 'delivered', open_questions: [] }),
    )
    render(
      <QueryClientProvider client={client}>
        <AnswersPanel history={[order('ord_1'), order('ord_2')]} now={Date.now()} />
      </QueryClientProvider>,
    )
    await act(async () => idle[0]!({ didTimeout: false, timeRemaining: () => 50 }))
    for (let i = 0; i < 3; i += 1) await act(nextTask)
    expect(reads.filter((url) => /ord_\d/.test(url)).map((url) => url.split('/').pop())).toEqual([
      'ord_2',
    ])
    // The second read failed: the panel stops saying it is reading.
    expect(await screen.findByText('No premium questions yet.')).toBeTruthy()
  })
})
