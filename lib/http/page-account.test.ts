import { afterEach, describe, expect, it, vi } from 'vitest'
import { ANSWER_IGNORED, apiRequest } from './request'
import { onNoSession, setPageAccount } from './page-account'

afterEach(() => {
  setPageAccount(null)
  vi.unstubAllGlobals()
})

function recordFetch() {
  const calls: RequestInit[] = []
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    calls.push(init)
    return new Response('{}', { status: 200 })
  })
  return calls
}

describe("a page's calls name its account", () => {
  it('sends the scope once the page knows it, and nothing before', async () => {
    const calls = recordFetch()
    await apiRequest('/api/v1/balance', { schema: ANSWER_IGNORED })
    setPageAccount('scope-a')
    await apiRequest('/api/v1/generate/media', {
      method: 'POST',
      body: { prompt: 'x' },
      schema: ANSWER_IGNORED,
    })
    expect(calls[0]?.headers).toEqual({})
    expect(calls[1]?.headers).toEqual({
      'x-studio-scope': 'scope-a',
      'content-type': 'application/json',
    })
  })
})

describe('a call that learns no one is signed in', () => {
  it("tells the page on the studio's not_connected, and not on the service refusing a key", async () => {
    const heard = vi.fn()
    const stop = onNoSession(heard)
    const answer = (status: number, body: unknown) =>
      vi.stubGlobal('fetch', async () => Response.json(body, { status }))
    answer(401, { error: 'invalid_api_key', message: 'The key was revoked.' })
    await apiRequest('/api/v1/balance', { schema: ANSWER_IGNORED }).catch(() => undefined)
    expect(heard).not.toHaveBeenCalled()
    answer(401, { error: 'not_connected', message: 'Connect your API key to continue.' })
    await apiRequest('/api/studio/jobs', { schema: ANSWER_IGNORED }).catch(() => undefined)
    expect(heard).toHaveBeenCalledTimes(1)
    stop()
  })
})
