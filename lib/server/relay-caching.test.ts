import { describe, expect, it } from 'vitest'
import { rawRequest, type RawAnswer } from '@/lib/test/raw-http'
import { signedInProxy } from '@/lib/test/signed-in-proxy'

// A /v1 answer belongs to the account whose key is in the session cookie, not to its URL: a
// browser (or anything between it and the studio) that kept one would give it to the next person
// signed in on that browser. The service, or a relay in front of it, may still say an answer can
// be kept; these tests answer so from a fake service and read what the browser is told.
const KEEP_IT = {
  'cache-control': 'private, max-age=600',
  etag: '"balance-v7"',
  'last-modified': 'Tue, 02 Dec 2025 10:00:00 GMT',
}

const proxy = signedInProxy({ key: 'sk_live_caching' })

const get = async (path: string, ...lines: string[]): Promise<RawAnswer> => {
  const sent = [`GET ${path} HTTP/1.1`, 'Host: studio', `Cookie: ${proxy.cookie}`, ...lines, '', '']
  const answer = await rawRequest(proxy.studio.port, sent.join('\r\n'))
  if (answer === 'closed') throw new Error(`no answer to ${path}`)
  return answer
}

describe("an account's answer is never kept", () => {
  it.each([
    ['the balance', '/api/v1/balance', 200],
    ['a refusal', '/api/v1/balance', 402],
    ['the history', '/api/v1/generations', 200],
  ])('%s: no-store and no validator, whatever the service says', async (_, path, status) => {
    proxy.reply = () => ({ status, body: { credits: 12 }, headers: KEEP_IT })
    const answer = await get(path)
    expect(answer.status).toBe(status)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers.etag).toBeUndefined()
    expect(answer.headers['last-modified']).toBeUndefined()
    expect(proxy.upstream.requests).toHaveLength(1)
  })

  it("sends the browser's conditional headers nowhere: the service always answers in full", async () => {
    proxy.reply = () => ({ status: 200, body: { credits: 12 }, headers: KEEP_IT })
    const answer = await get(
      '/api/v1/balance',
      'If-None-Match: "balance-v7"',
      'If-Modified-Since: Tue, 02 Dec 2025 10:00:00 GMT',
    )
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ credits: 12 })
    expect(proxy.upstream.requests[0]!.headers['if-none-match']).toBeUndefined()
    expect(proxy.upstream.requests[0]!.headers['if-modified-since']).toBeUndefined()
  })
})

describe('the public documents keep the service’s caching', () => {
  it('passes its Cache-Control and validators: the document is the same for everyone', async () => {
    proxy.reply = () => ({
      status: 200,
      body: { models: [] },
      headers: { 'cache-control': 'public, max-age=300', etag: '"catalog-3"' },
    })
    const answer = await get('/api/public/docs/models.json')
    expect(answer.status).toBe(200)
    expect(answer.headers['cache-control']).toBe('public, max-age=300')
    expect(answer.headers.etag).toBe('"catalog-3"')
    expect(proxy.upstream.requests[0]!.target).toBe('/docs/models.json')
  })

  it('is not kept when the service says nothing', async () => {
    const answer = await get('/api/public/openapi.json')
    expect(answer.headers['cache-control']).toBe('no-store')
  })
})
