import { afterEach, describe, expect, it, vi } from 'vitest'
import { ANSWER_IGNORED, apiRequest } from './request'
import { setPageAccount } from './page-account'

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
