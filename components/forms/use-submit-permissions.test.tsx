// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { browserCache } from '@/lib/browser-cache'
import { ApiError } from '@/lib/http/api-error'
import { KnownPermissions } from '@/lib/permissions/key-permissions'
import { serviceRefusal, useSubmit } from './use-submit'

// The one submit hook reads what the studio knows of the key's permissions: a form whose start
// route needs a permission the key lacks is off before any click, and a 403 teaches it.

// The studio's server asks the service (an empty body to each paid start) and answers what it
// heard: here the music start refused for a missing permission, the others invalid input.
const checkAnswer = (musicRefused: boolean) =>
  new Response(
    JSON.stringify({
      answers: [
        { route: 'v1_media_generate', status: 400, body: { error: 'invalid_request' } },
        musicRefused
          ? {
              route: 'v1_music_generate',
              status: 403,
              body: { detail: 'Insufficient permissions: generate:music required' },
            }
          : { route: 'v1_music_generate', status: 400, body: { error: 'invalid_request' } },
        { route: 'v1_dialogue_generate', status: 400, body: { error: 'invalid_request' } },
      ],
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  )

let account = 0
beforeEach(() => {
  account += 1
  browserCache.setScope(`account-${account}`)
})
afterEach(() => vi.unstubAllGlobals())

const useMusicSubmit = () =>
  useSubmit({ describe: serviceRefusal('the History tab'), route: 'v1_music_generate' })

describe('useSubmit and the key’s permissions', () => {
  it('asks the free check once, then keeps a read-only key’s music form off in words', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => checkAnswer(true))
    vi.stubGlobal('fetch', fetch)
    const { result } = renderHook(useMusicSubmit)
    await waitFor(() => expect(result.current.denied).not.toBeNull())
    expect(result.current.denied?.message).toMatch(
      /cannot generate music: its owner did not give it that permission\. Ask them for it/,
    )
    // One read of the studio's own check: the page itself sends the service nothing.
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/studio/key-check'])
    const send = vi.fn(async () => undefined)
    act(() => result.current.submit(send))
    expect(send).not.toHaveBeenCalled()
    // Remembered for the account: a second form asks nothing again.
    const calls = fetch.mock.calls.length
    const second = renderHook(useMusicSubmit)
    expect(second.result.current.denied).not.toBeNull()
    expect(fetch.mock.calls.length).toBe(calls)
  })

  it('a 403 after a click names the permission, and the form turns off', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => checkAnswer(false)),
    )
    const { result } = renderHook(useMusicSubmit)
    await waitFor(() =>
      expect(browserCache.read('key-permissions', KnownPermissions)?.checkedAt).toBeTruthy(),
    )
    expect(result.current.denied).toBeNull()
    const refusal = new ApiError(403, {
      detail: 'Insufficient permissions: generate:music required',
    })
    await act(async () => result.current.submit(() => Promise.reject(refusal)))
    expect(result.current.problem?.message).toBe(
      'This key cannot generate music: its owner did not give it that permission. Ask them for it, or connect another key.',
    )
    expect(result.current.denied?.scopes).toEqual(['generate:music'])
  })

  it('a form without a start route is never held back', () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const { result } = renderHook(() => useSubmit({ describe: serviceRefusal('the gallery') }))
    expect(result.current.denied).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })
})
