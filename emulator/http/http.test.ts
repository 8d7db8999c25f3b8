import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { decodeRoutePath as decodePath } from '@/lib/api/routes'
import { RateLimiter } from './rate-limit'
import { invalidRequestFromZod } from './zod-errors'

describe('decodeRoutePath (shared by the emulator and the studio proxy)', () => {
  it.each([
    ['/v1/generate/media/abc', '/v1/generate/media/abc'],
    ['/v1/generate/media/a%20b', '/v1/generate/media/a b'],
    ['/v1/generate/media/..%2F..', null],
    ['/v1/generate/media/%2e%2e', null],
    ['/v1//generations', null],
    ['/v1/generations/', null],
    ['/v1/x/%E0%A4%A', null],
    ['/v1/x/a%00', null],
  ])('%s -> %s', (raw, decoded) => {
    expect(decodePath(raw)).toBe(decoded)
  })
})

describe('invalidRequestFromZod', () => {
  const schema = z.strictObject({
    a: z.string(),
    list: z.array(z.int()),
    kind: z.enum(['x', 'y']).optional(),
  })

  it('names the parameter of each problem', () => {
    const result = schema.safeParse({ a: 1, list: [1, 'two'], extra: true, kind: 'z' })
    const error = invalidRequestFromZod(result.error!, 'body')
    expect(error.status).toBe(400)
    const params = (error.body.errors as { param: string }[]).map((e) => e.param)
    expect(params).toEqual(expect.arrayContaining(['a', 'list[1]', 'extra', 'kind']))
    expect(error.body).toMatchObject({ error: 'invalid_request' })
  })

  it('adds valid_values for enum rejections', () => {
    const error = invalidRequestFromZod(
      schema.safeParse({ a: 'a', list: [], kind: 'z' }).error!,
      'body',
    )
    expect(error.body).toMatchObject({ param: 'kind', valid_values: ['x', 'y'] })
  })
})

describe('RateLimiter', () => {
  it('allows the limit per window, then refuses until the window ends', () => {
    let now = 0
    const limiter = new RateLimiter(1, () => now)
    for (let i = 0; i < 10; i++) expect(limiter.take('k', 'music').allowed).toBe(true)
    const refused = limiter.take('k', 'music')
    expect(refused).toMatchObject({ allowed: false, limit: 10, remaining: 0, windowSeconds: 60 })
    expect(limiter.take('other', 'music').allowed).toBe(true)
    now = 60_000
    expect(limiter.take('k', 'music').allowed).toBe(true)
  })

  it('scales limits', () => {
    expect(new RateLimiter(0.1).take('k', 'read').limit).toBe(12)
  })
})
