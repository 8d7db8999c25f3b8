import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError } from '@/lib/http/api-error'
import { setPageAccount } from '@/lib/http/page-account'
import { STUDIO_SCOPE_HEADER } from '@/lib/studio-api/routes'
import { problemMessage } from '@/lib/errors/problem'
import { apiRequest } from '@/lib/http/request'

const Answer = z.object({ name: z.string() })

function answering(status: number, body: unknown) {
  const fetch = vi.fn(async () => ({ ok: status < 400, status, json: async () => body }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => {
  vi.unstubAllGlobals()
  setPageAccount(null)
})

describe('apiRequest on the workspace routes', () => {
  it("sends the page's account and the body, and parses the answer", async () => {
    setPageAccount('scope-a')
    const fetch = answering(200, { name: 'Moodboard' })
    await expect(
      apiRequest('/api/studio/boards', { schema: Answer, method: 'POST', body: {} }),
    ).resolves.toEqual({ name: 'Moodboard' })
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(init.headers).toMatchObject({
      [STUDIO_SCOPE_HEADER]: 'scope-a',
      'content-type': 'application/json',
    })
  })

  it("throws a refusal as an ApiError in the route's own words", async () => {
    answering(409, { error: 'name_taken', message: 'A board has this name already.' })
    const error = await apiRequest('/api/studio/boards', { schema: Answer }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(problemMessage(error)).toBe('A board has this name already.')
  })

  it('says a refusal without words in words, never as a status code', async () => {
    answering(500, null)
    const error = await apiRequest('/api/studio/boards', { schema: Answer }).catch(
      (e: unknown) => e,
    )
    expect((error as Error).message).toBe('The studio could not do this just now.')
  })

  it('says an unreachable studio in words, and an answer it cannot read as such', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')))
    await expect(apiRequest('/api/studio/boards', { schema: Answer })).rejects.toThrow(
      'The studio could not be reached. Check your connection.',
    )
    answering(200, { name: 7 })
    await expect(apiRequest('/api/studio/boards', { schema: Answer })).rejects.toThrow(
      'could not read',
    )
  })
})
