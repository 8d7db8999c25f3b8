// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WhenIdle } from './when-idle'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('WhenIdle', () => {
  it('shows nothing in the tasks that show the page, and its children once the browser is idle', () => {
    const waiting: IdleRequestCallback[] = []
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => waiting.push(callback))
    vi.stubGlobal('cancelIdleCallback', () => {})
    render(
      <WhenIdle>
        <p>watching</p>
      </WhenIdle>,
    )
    expect(screen.queryByText('watching')).toBeNull()
    expect(waiting).toHaveLength(1)
    act(() => waiting[0]!({ didTimeout: false, timeRemaining: () => 50 }))
    expect(screen.getByText('watching')).toBeTruthy()
  })

  it('asks the browser to call back within a bounded time, and forgets the call when unmounted', () => {
    const asked: (IdleRequestOptions | undefined)[] = []
    const cancelled: number[] = []
    vi.stubGlobal('requestIdleCallback', (_: IdleRequestCallback, options?: IdleRequestOptions) =>
      asked.push(options),
    )
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id))
    const { unmount } = render(<WhenIdle>watching</WhenIdle>)
    expect(asked[0]?.timeout).toBeGreaterThan(0)
    unmount()
    expect(cancelled).toEqual([1])
  })

  it('where the browser has no idle callback, shows its children shortly after the page is live', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    render(<WhenIdle>watching</WhenIdle>)
    expect(screen.queryByText('watching')).toBeNull()
    act(() => vi.advanceTimersByTime(1_000))
    expect(screen.getByText('watching')).toBeTruthy()
  })
})
