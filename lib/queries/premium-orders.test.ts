import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readOneATask } from './premium-orders'

describe('readOneATask', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('starts each order read in a task of its own, never a burst in one', async () => {
    vi.useFakeTimers()
    const started: string[] = []
    vi.stubGlobal('fetch', (url: string) => {
      started.push(url)
      return new Promise(() => undefined)
    })
    readOneATask(new QueryClient(), ['o-1', 'o-2', 'o-3'])
    expect(started).toEqual([])
    for (const count of [1, 2, 3]) {
      await vi.advanceTimersToNextTimerAsync()
      expect(started).toHaveLength(count)
    }
    expect(started.map((url) => url.split('/').pop())).toEqual(['o-1', 'o-2', 'o-3'])
  })
})
