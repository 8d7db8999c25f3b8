// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GenerationStatus } from '@/lib/api/generations'
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
    await act(async () => idle[0]!({ didTimeout: false, timeRemaining: () => 50 }))
    expect(reads.filter((url) => /ord_1|ord_2/.test(url))).toHaveLength(2)
  })
})
