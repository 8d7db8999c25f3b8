// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ServerProblem } from '@/lib/forms/server-errors'
import { useOnePost } from './use-one-post'

const refusal = (fix: ServerProblem['fix']): ServerProblem => ({
  code: 'x',
  message: 'Refused.',
  fieldErrors: [],
  fix,
})

describe('useOnePost', () => {
  it('sends once while a POST is under way, and again after it settled', async () => {
    const { result } = renderHook(() => useOnePost())
    let settle = () => {}
    const send = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)))
    act(() => result.current.start(send))
    act(() => result.current.start(send))
    expect(send).toHaveBeenCalledTimes(1)
    await act(async () => settle())
    act(() => result.current.start(send))
    expect(send).toHaveBeenCalledTimes(2)
  })

  it('keeps a refusal until the next click, which forgets it', async () => {
    const { result } = renderHook(() => useOnePost())
    act(() => result.current.refuse(refusal({ kind: 'retry-later' })))
    expect(result.current.problem?.message).toBe('Refused.')
    await act(async () => result.current.start(async () => undefined))
    expect(result.current.problem).toBeNull()
  })

  it('sends nothing while a 429 wait counts down', () => {
    const { result } = renderHook(() => useOnePost())
    act(() => result.current.refuse(refusal({ kind: 'wait', seconds: 5 })))
    expect(result.current.waitLeft).toBe(5)
    const send = vi.fn(async () => undefined)
    act(() => result.current.start(send))
    expect(send).not.toHaveBeenCalled()
    expect(result.current.problem?.fix).toEqual({ kind: 'wait', seconds: 5 })
  })

  it('dismisses the refusal on request', () => {
    const { result } = renderHook(() => useOnePost())
    act(() => result.current.refuse(refusal(null)))
    act(() => result.current.dismiss())
    expect(result.current.problem).toBeNull()
  })
})
