import { describe, expect, it } from 'vitest'
import { rawRequest, type RawAnswer } from '@/lib/test/raw-http'
import { signedInProxy } from '@/lib/test/signed-in-proxy'

// The proxy checks a path against the route table once it is decoded; the service (and any WAF
// or CDN before it that allows or counts by path) reads the path it is sent. They must be the
// same path: what goes upstream is built from the decoded one the check passed, never the
// spelling the client chose. Raw HTTP on both sides, so no client library respells anything.

const proxy = signedInProxy({ key: 'sk_live_paths' })

const send = async (method: string, target: string): Promise<RawAnswer> => {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: studio', `Cookie: ${proxy.cookie}`]
  if (method === 'POST') lines.push('Content-Type: application/json', 'Content-Length: 2')
  const answer = await rawRequest(
    proxy.studio.port,
    `${lines.join('\r\n')}\r\n\r\n${method === 'POST' ? '{}' : ''}`,
  )
  if (answer === 'closed') throw new Error(`no answer to ${method} ${target}`)
  return answer
}

describe('the path sent upstream is the path checked', () => {
  it.each([
    ['GET', '/api/v1/%62alance', '/v1/balance'],
    ['GET', '/api/v1/%62alance?x=1', '/v1/balance'],
    ['GET', '/api/v1/%67enerations?limit=5&api_key=k', '/v1/generations?limit=5'],
    ['GET', '/api/v1/generate/media/job%5F1', '/v1/generate/media/job_1'],
    ['GET', '/api/v1/generate/media/job%7e1', '/v1/generate/media/job~1'],
    ['GET', '/api/v1/generate/media/%41bc', '/v1/generate/media/Abc'],
    ['PATCH', '/api/v1/assets/a%2D1', '/v1/assets/a-1'],
    ['DELETE', '/api/v1/assets/a%2e1', '/v1/assets/a.1'],
    ['POST', '/api/v1/generate/%6Dedia', '/v1/generate/media'],
  ])('%s %s reaches the service as %s', async (method, target, forwarded) => {
    const answer = await send(method, target)
    expect(answer.status).toBe(200)
    expect(proxy.upstream.requests.map((r) => `${r.method} ${r.target}`)).toEqual([
      `${method} ${forwarded}`,
    ])
  })

  it('sends a plain path exactly as it came', async () => {
    await send('GET', '/api/v1/generate/media/0b8a5c1e-1111-4c4c-9999-123456789abc')
    expect(proxy.upstream.requests[0]!.target).toBe(
      '/v1/generate/media/0b8a5c1e-1111-4c4c-9999-123456789abc',
    )
  })

  it.each([
    ['an encoded slash', '/api/v1/generate/media/a%2Fb'],
    ['an encoded backslash', '/api/v1/generate/media/a%5Cb'],
    ['an encoded space', '/api/v1/generate/media/a%20b'],
    ['an encoded question mark', '/api/v1/generate/media/a%3Fb'],
    ['an encoded hash', '/api/v1/generate/media/a%23b'],
    ['an encoded percent', '/api/v1/generate/media/a%25b'],
    ['an encoded NUL', '/api/v1/generate/media/a%00b'],
    ['an encoded dot segment', '/api/v1/generate/media/%2e%2e'],
    ['an empty segment', '/api/v1//balance'],
    ['an encoded /v1 prefix', '/api/%76%31/balance'],
    ['a broken escape', '/api/v1/generate/media/%E0%A4%A'],
  ])('still refuses %s with 404, sending nothing', async (_, target) => {
    const answer = await send('GET', target)
    expect(answer.status).toBe(404)
    expect(proxy.upstream.requests).toHaveLength(0)
  })

  it('still takes an upload under its one spelling only', async () => {
    const answer = await send('POST', '/api/v1/upload/%6Dedia')
    expect(answer.status).toBe(404)
    expect(proxy.upstream.requests).toHaveLength(0)
  })
})
