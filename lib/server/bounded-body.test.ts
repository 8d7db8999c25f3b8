import { describe, expect, it } from 'vitest'
import { endlessBody, studioPost } from '@/lib/test/counting-body'
import { readBoundedBody, readBoundedJson } from './bounded-body'

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
