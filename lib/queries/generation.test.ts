// @vitest-environment jsdom
import { focusManager, QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { generationQueryOptions } from './generation'
import { retryDelay, shouldRetryQuery } from './retry'

type Answer = { status: number; body: unknown }
const processing = { id: 'job-1', status: 'processing', outputs: [] }
const done = { id: 'job-1', status: 'completed', outputs: [] }

let requestSeconds: number[]

/** Serves the status route from `answerAt(seconds since start)` and records each request. */
function serve(answerAt: (seconds: number) => Answer) {
  requestSeconds = []
  vi.stubGlobal('fetch', async () => {
    const seconds = Date.now() / 1000
    requestSeconds.push(seconds)
    const { status, body } = answerAt(seconds)
    return { ok: status < 400, status, json: async () => body }
  })
}

const ok = (body: unknown): Answer => ({ status: 200, body })

function track() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: shouldRetryQuery, retryDelay } },
  })
  client.mount() // as QueryClientProvider does: focus events reach the queries
  const observer = new QueryObserver(
    client,
    generationQueryOptions('job-1', { startedAt: new Date(0).toISOString() }),
  )
  const stop = observer.subscribe(() => {})
  const unsubscribe = () => {
    stop()
    client.unmount()
  }
  return { client, observer, unsubscribe }
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 })
  focusManager.setFocused(true)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  focusManager.setFocused(undefined)
})

describe('media job status polling through React Query', () => {
  it('polls at 5, 10, 15, 25, 35, 50, 65, 95, 125, 155, 185 s and stops on completed', async () => {
    serve((s) => ok(s < 180 ? processing : done))
    const { observer, unsubscribe } = track()
    await vi.advanceTimersByTimeAsync(400_000)
    expect(requestSeconds).toEqual([5, 10, 15, 25, 35, 50, 65, 95, 125, 155, 185])
    expect(observer.getCurrentResult().data?.status).toBe('completed')
    unsubscribe()
  })

  it.each([
    ['failed', { ...processing, status: 'failed', error_message: 'boom' }],
    ['error', { ...processing, status: 'error' }],
    ['cancelled', { ...processing, status: 'cancelled' }],
    [
      'optimization_status failed',
      {
        ...processing,
        outputs: [{ id: 'o', url: 'https://x/a.png', optimization_status: 'failed' }],
      },
    ],
  ])('stops on %s', async (_, finalRecord) => {
    serve((s) => ok(s < 20 ? processing : finalRecord))
    const { unsubscribe } = track()
    await vi.advanceTimersByTimeAsync(300_000)
    expect(requestSeconds).toEqual([5, 10, 15, 25])
    unsubscribe()
  })

  it('stops on 404 with the error kept for the message', async () => {
    serve(() => ({ status: 404, body: { error: 'not_found', message: 'Generation not found' } }))
    const { observer, unsubscribe } = track()
    await vi.advanceTimersByTimeAsync(300_000)
    expect(requestSeconds).toEqual([5])
    expect(observer.getCurrentResult().error?.message).toBe('Generation not found')
    unsubscribe()
  })

  it('retries a failed GET with backoff, then keeps to the schedule', async () => {
    serve((s) => (s > 9 && s < 12 ? { status: 503, body: null } : ok(processing)))
    const { unsubscribe } = track()
    await vi.advanceTimersByTimeAsync(40_000)
    expect(requestSeconds.length).toBeGreaterThanOrEqual(5)
    expect(requestSeconds[0]).toBe(5)
    expect(requestSeconds[1]).toBe(10)
    expect(requestSeconds[2]).toBeGreaterThan(10)
    expect(requestSeconds[2]).toBeLessThan(12)
    unsubscribe()
  })

  it('pauses while the tab is hidden and catches up at once when it shows', async () => {
    serve(() => ok(processing))
    const { unsubscribe } = track()
    await vi.advanceTimersByTimeAsync(12_000)
    focusManager.setFocused(false)
    await vi.advanceTimersByTimeAsync(48_000)
    expect(requestSeconds).toEqual([5, 10])
    focusManager.setFocused(true)
    await vi.advanceTimersByTimeAsync(11_000)
    expect(requestSeconds).toEqual([5, 10, 60, 70])
    unsubscribe()
  })

  it('does not poll early when the tab shows before the next poll is due', async () => {
    serve(() => ok(processing))
    const { unsubscribe } = track()
    await vi.advanceTimersByTimeAsync(6_000)
    focusManager.setFocused(false)
    await vi.advanceTimersByTimeAsync(1_000)
    focusManager.setFocused(true)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(requestSeconds).toEqual([5, 10])
    unsubscribe()
  })

  it('refreshes the history list and the balance once when the job ends', async () => {
    serve((s) => ok(s < 12 ? processing : done))
    const { client, unsubscribe } = track()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    await vi.advanceTimersByTimeAsync(60_000)
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey)
    expect(keys).toEqual([['generations', {}], ['balance']])
    unsubscribe()
  })
})
