// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import type { Problem } from '@/lib/errors/problem'
import { ApiError } from '@/lib/http/api-error'
import { serviceRefusal, useSubmit } from './use-submit'

const refusal = (fix: Problem['fix']): Problem => ({
  code: 'x',
  message: 'Refused.',
  reference: null,
  fieldErrors: [],
  fix,
})
const refusing = (fix: Problem['fix']) => () =>
  useSubmit({ describe: () => ({ problem: refusal(fix) }) })
const fail = () => Promise.reject(new Error('refused'))

describe('useSubmit', () => {
  it('sends once while a POST is under way, and again after it settled', async () => {
    const { result } = renderHook(refusing(null))
    let settle = () => {}
    const send = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)))
    act(() => result.current.submit(send))
    act(() => result.current.submit(send))
    expect(send).toHaveBeenCalledTimes(1)
    expect(result.current.pending).toBe(true)
    await act(async () => settle())
    expect(result.current.pending).toBe(false)
    act(() => result.current.submit(send))
    expect(send).toHaveBeenCalledTimes(2)
  })

  it('keeps a refusal until the next click, which forgets it', async () => {
    const { result } = renderHook(refusing({ kind: 'retry-later' }))
    await act(async () => result.current.submit(fail))
    expect(result.current.problem?.message).toBe('Refused.')
    let settle = () => {}
    act(() => result.current.submit(() => new Promise<void>((resolve) => (settle = resolve))))
    expect(result.current.problem).toBeNull()
    await act(async () => settle())
  })

  it('sends nothing while a 429 wait counts down', async () => {
    const { result } = renderHook(refusing({ kind: 'wait', seconds: 5 }))
    await act(async () => result.current.submit(fail))
    expect(result.current.waitLeft).toBe(5)
    const send = vi.fn(async () => undefined)
    act(() => result.current.submit(send))
    expect(send).not.toHaveBeenCalled()
    expect(result.current.problem?.fix).toEqual({ kind: 'wait', seconds: 5 })
  })

  it('dismisses the refusal on request', async () => {
    const { result } = renderHook(refusing(null))
    await act(async () => result.current.submit(fail))
    act(() => result.current.dismiss())
    expect(result.current.problem).toBeNull()
  })

  it("puts the service's words under the field its body names, and only the form's fields", async () => {
    const { result } = renderHook(() => {
      const form = useForm({ defaultValues: { media_url: '', tier: 'lite' } })
      return { form, run: useSubmit({ form, describe: serviceRefusal('the gallery') }) }
    })
    const refused = new ApiError(400, {
      error: 'invalid_request',
      message: 'media_url must be a public HTTPS URL',
      param: 'media_url',
    })
    await act(async () => result.current.run.submit(() => Promise.reject(refused)))
    expect(result.current.form.getFieldState('media_url').error?.message).toMatch(
      /public HTTPS URL/,
    )
    expect(result.current.run.problem?.message).toBeTruthy()
  })

  it('says where to look when the POST got no answer', async () => {
    const { result } = renderHook(() => useSubmit({ describe: serviceRefusal('the gallery') }))
    await act(async () => result.current.submit(() => Promise.reject(new TypeError('offline'))))
    expect(result.current.problem?.message).toMatch(/check the gallery before trying again/)
  })
})
