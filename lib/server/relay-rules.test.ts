import { describe, expect, it } from 'vitest'
import {
  canonicalPath,
  filterResponseHeaders,
  isCrossSiteWrite,
  resolveApiPath,
  resolvePublicPath,
} from './relay-rules'

describe('resolveApiPath (allowlist)', () => {
  it.each([
    ['GET', '/v1/models'],
    ['GET', '/v1/generate/media/0b8a5c1e-1111-4c4c-9999-123456789abc'],
    ['POST', '/v1/generate/media'],
    ['POST', '/v1/upload/media'],
    ['PATCH', '/v1/assets/a_1'],
    ['DELETE', '/v1/assets/a_1'],
    ['POST', '/v1/premium-video/questions/q1/answer'],
  ])('forwards %s %s', (method, path) => {
    expect(resolveApiPath(path, method)?.path).toBe(path)
  })

  it.each([
    ['GET', '/v1/admin'],
    ['DELETE', '/v1/models'],
    ['POST', '/v1/generations'],
    ['GET', '/v1/generate/media/..'],
    ['GET', '/v1/generate/media/%2e%2e'],
    ['GET', '/v1/generate/media/a%2Fb'],
    ['GET', '/v1/generate/media/a%5Cb'],
    ['GET', '/v1//models'],
    ['GET', '/v2/models'],
    ['GET', '/health'],
    ['GET', '/v1/generate/media/%E0%A4%A'],
  ])('refuses %s %s', (method, path) => {
    expect(resolveApiPath(path, method)).toBeNull()
  })
})

describe('the path sent upstream', () => {
  it('is the decoded path the route table matched, in one spelling', () => {
    expect(resolveApiPath('/v1/%62alance', 'GET')?.path).toBe('/v1/balance')
    expect(resolveApiPath('/v1/assets/a%5f1', 'DELETE')?.path).toBe('/v1/assets/a_1')
  })
  it('encodes again what a segment holds that a path cannot carry as is', () => {
    expect(canonicalPath('/v1/assets/a b')).toBe('/v1/assets/a%20b')
    expect(canonicalPath('/v1/assets/50%')).toBe('/v1/assets/50%25')
    expect(canonicalPath('/v1/assets/é?#')).toBe('/v1/assets/%C3%A9%3F%23')
    expect(canonicalPath('/v1/balance')).toBe('/v1/balance')
  })
})

describe('resolvePublicPath', () => {
  it('allows the discovery documents only', () => {
    expect(resolvePublicPath('/llms.txt')).toBe('/llms.txt')
    expect(resolvePublicPath('/docs/models/flux-2-1K.json')).toBe('/docs/models/flux-2-1K.json')
    expect(resolvePublicPath('/openapi.json')).toBe('/openapi.json')
    expect(resolvePublicPath('/v1/models')).toBeNull()
    expect(resolvePublicPath('/docs/models/..%2Fsecret.json')).toBeNull()
  })
})

describe('isCrossSiteWrite (CSRF rule)', () => {
  const make = (method: string, headers: Record<string, string>) =>
    new Request('http://localhost:3000/api/v1/generate/media', { method, headers })

  it('lets reads through whatever their origin', () => {
    expect(isCrossSiteWrite(make('GET', { 'sec-fetch-site': 'cross-site' }))).toBe(false)
  })
  it('refuses a cross-site POST', () => {
    expect(isCrossSiteWrite(make('POST', { 'sec-fetch-site': 'cross-site' }))).toBe(true)
    expect(isCrossSiteWrite(make('DELETE', { 'sec-fetch-site': 'same-site' }))).toBe(true)
  })
  it('refuses a foreign Origin when Sec-Fetch-Site is absent', () => {
    expect(isCrossSiteWrite(make('POST', { origin: 'https://evil.example' }))).toBe(true)
    expect(
      isCrossSiteWrite(make('POST', { origin: 'http://localhost:3000', host: 'localhost:3000' })),
    ).toBe(false)
  })
  it('accepts same-origin writes and non-browser clients', () => {
    expect(isCrossSiteWrite(make('POST', { 'sec-fetch-site': 'same-origin' }))).toBe(false)
    expect(isCrossSiteWrite(make('PATCH', {}))).toBe(false)
  })
})

describe('filterResponseHeaders', () => {
  it('copies only the allowlist', () => {
    const upstream = new Headers({
      'content-type': 'application/json',
      'set-cookie': 'tracking=1',
      server: 'upstream/1.0',
      'x-ratelimit-remaining': '7',
      'access-control-allow-origin': '*',
      'content-length': '10',
    })
    const out = filterResponseHeaders(upstream)
    expect(out['content-type']).toBe('application/json')
    expect(out['x-ratelimit-remaining']).toBe('7')
    expect(out['content-length']).toBe('10')
    expect(out['set-cookie']).toBeUndefined()
    expect(out.server).toBeUndefined()
    expect(out['access-control-allow-origin']).toBeUndefined()
    expect(out['cache-control']).toBe('no-store')
  })
  it("keeps an account's answer from being stored, and lets a public one be", () => {
    const upstream = new Headers({
      'cache-control': 'private, max-age=600',
      etag: '"v1"',
      'last-modified': 'Tue, 02 Dec 2025 10:00:00 GMT',
    })
    expect(filterResponseHeaders(upstream)).toEqual({ 'cache-control': 'no-store' })
    expect(filterResponseHeaders(upstream, 'shared')).toEqual({
      'cache-control': 'private, max-age=600',
      etag: '"v1"',
      'last-modified': 'Tue, 02 Dec 2025 10:00:00 GMT',
    })
  })
  it('drops the length of a compressed body', () => {
    const out = filterResponseHeaders(
      new Headers({ 'content-encoding': 'gzip', 'content-length': '10' }),
    )
    expect(out['content-length']).toBeUndefined()
  })
})
