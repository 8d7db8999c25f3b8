// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useSingleFlight } from './use-single-flight'

describe('useSingleFlight', () => {
  it('refuses a second run while the first is under way, and allows one after it ends', async () => {
    const { result } = renderHook(() => useSingleFlight())
    let finish!: () => void
    let runs = 0
    const run = () => {
      runs += 1
      return new Promise<void>((resolve) => (finish = resolve))
    }
    expect(result.current(run)).toBe(true)
    expect(result.current(run)).toBe(false)
    expect(runs).toBe(1)
    await act(async () => finish())
    expect(result.current(run)).toBe(true)
    expect(runs).toBe(2)
  })

  it('frees the flag after a failed run too', async () => {
    const { result } = renderHook(() => useSingleFlight())
    await act(async () => {
      result.current(() => Promise.reject(new Error('refused')).catch(() => undefined))
    })
    expect(result.current(() => Promise.resolve())).toBe(true)
  })
})
