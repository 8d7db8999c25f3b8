import { describe, expect, it } from 'vitest'
import { endlessBody, studioPost } from '@/lib/test/counting-body'
import { MAX_JSON_DEPTH, nestsDeeperThan, readBoundedBody, readBoundedJson } from './bounded-body'

const post = (body: BodyInit, headers?: Record<string, string>) =>
  studioPost('/api/session', body, headers)

describe('readBoundedBody', () => {
  it('reads a small body whole', async () => {
    const body = await readBoundedJson(post(JSON.stringify({ demo: 'creator' })))
    expect(body).toEqual({ demo: 'creator' })
  })

  it('refuses a declared length over the limit before pulling a byte', async () => {
    const { stream, counter } = endlessBody()
    const request = post(stream, { 'content-length': String(400 * 1024 * 1024) })
    await expect(readBoundedBody(request, 16 * 1024)).rejects.toMatchObject({
      status: 413,
      code: 'request_too_large',
    })
    expect(counter.pulled).toBe(0)
  })

  it('stops a chunked body once it passes the limit, and cancels the sender', async () => {
    const { stream, counter } = endlessBody(4 * 1024)
    await expect(readBoundedBody(post(stream), 16 * 1024)).rejects.toMatchObject({ status: 413 })
    expect(counter.pulled).toBeLessThanOrEqual(16 * 1024 + 3 * 4 * 1024)
    expect(counter.cancelled).toBe(true)
  })

  it('says in words when the body is not JSON', async () => {
    await expect(readBoundedJson(post('not json'))).rejects.toMatchObject({
      status: 400,
      message: 'The request body must be JSON.',
    })
  })
})

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not the values in them', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false)
    expect(nestsDeeperThan({}, 0)).toBe(true)
    expect(nestsDeeperThan({ a: [1, 'two', null] }, 2)).toBe(false)
    expect(nestsDeeperThan({ a: [1, { b: 2 }] }, 2)).toBe(true)
  })

  it('walks a value far deeper than the stack would allow to recurse', () => {
    let deep: unknown = 0
    for (let i = 0; i < 200_000; i += 1) deep = [deep]
    expect(nestsDeeperThan(deep, MAX_JSON_DEPTH)).toBe(true)
  })
})

describe('readBoundedJson', () => {
  it('refuses a body not labelled as JSON, unread, and takes JSON with a charset', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', '']) {
      const { stream, counter } = endlessBody()
      await expect(
        readBoundedJson(post(stream, { 'content-type': contentType })),
      ).rejects.toMatchObject({ status: 415, code: 'unsupported_media_type' })
      expect(counter.pulled).toBe(0)
    }
    const labelled = post('{"demo":"creator"}', {
      'content-type': 'Application/JSON; charset=utf-8',
    })
    await expect(readBoundedJson(labelled)).resolves.toEqual({ demo: 'creator' })
  })

  it('refuses JSON nested deeper than the studio ever sends, in words', async () => {
    const deep = `${'['.repeat(2000)}${']'.repeat(2000)}`
    await expect(readBoundedJson(post(deep))).rejects.toMatchObject({
      status: 400,
      message: `The request body nests more than ${MAX_JSON_DEPTH} levels deep.`,
    })
    const asDeepAsAllowed = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`
    await expect(readBoundedJson(post(asDeepAsAllowed))).resolves.toBeInstanceOf(Array)
  })

  it('refuses bytes that are not UTF-8 in words, and takes JSON escapes of any text', async () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('{"name":"bad'),
      0xff,
      0xfe,
      0xc3,
      ...new TextEncoder().encode('"}'),
    ])
    await expect(readBoundedJson(post(bytes))).rejects.toMatchObject({
      status: 400,
      message: 'The request body is not UTF-8 text.',
    })
    await expect(readBoundedJson(post('{"name":"fox \\ud83e\\udd8a é"}'))).resolves.toEqual({
      name: 'fox 🦊 é',
    })
  })
})
