import { describe, expect, it } from 'vitest'
import { rawRequest } from '@/lib/test/raw-http'
import type { RecordedRequest, Reply } from '@/lib/test/recording-upstream'
import { signedInProxy } from '@/lib/test/signed-in-proxy'

// The pooled connections to the service: how long they idle, what is sent again when one fails,
// and how long an answer may be waited for. Tiny bounds keep these tests short.

const POOL_IDLE_MS = 150
const ANSWER_TIMEOUT_MS = 300

const proxy = signedInProxy({
  key: 'sk_live_pool',
  env: {
    STUDIO_UPSTREAM_TIMEOUT_MS: String(ANSWER_TIMEOUT_MS),
    STUDIO_UPSTREAM_POOL_IDLE_MS: String(POOL_IDLE_MS),
  },
})

const send = (requestLine: string, body = '', lines: string[] = []) =>
  rawRequest(
    proxy.studio.port,
    [
      requestLine,
      'Host: studio',
      `Cookie: ${proxy.cookie}`,
      ...(body ? [`Content-Length: ${Buffer.byteLength(body)}`] : []),
      ...lines,
      '',
      body,
    ].join('\r\n'),
  )

describe('idle pooled connections', () => {
  it('closes an idle connection itself before the service would', async () => {
    await send('GET /api/v1/balance HTTP/1.1')
    const used = proxy.upstream.connections[proxy.upstream.heads[0]!.connection]!
    await expect.poll(() => used.closed, { timeout: POOL_IDLE_MS * 10 }).toBe(true)
    await send('GET /api/v1/balance HTTP/1.1')
    expect(proxy.upstream.heads[1]!.connection).not.toBe(proxy.upstream.heads[0]!.connection)
  })

  it('keeps a connection in use open past the idle bound while the answer is on its way', async () => {
    proxy.reply = () => ({ status: 200, body: { slow: true }, delayMs: POOL_IDLE_MS * 1.5 })
    expect(await send('GET /api/v1/balance HTTP/1.1')).toMatchObject({
      status: 200,
      body: '{"slow":true}',
    })
  })
})

describe('a pooled connection the service closed as it was reused', () => {
  /** Answers the first request on a connection, then resets the connection on the next. */
  const resetOnReuse = (request: Omit<RecordedRequest, 'body'>): Reply =>
    proxy.upstream.heads.filter((h) => h.connection === request.connection).length > 1
      ? 'reset'
      : { status: 200 }

  it('sends a GET once more, on a fresh connection', async () => {
    await send('GET /api/v1/balance HTTP/1.1')
    proxy.reply = resetOnReuse
    const answer = await send('GET /api/v1/balance HTTP/1.1')
    expect(answer).toMatchObject({ status: 200 })
    expect(proxy.upstream.heads.map((h) => h.target)).toEqual(Array(3).fill('/v1/balance'))
  })

  it.each([
    ['with a body', '{"prompt":"a fox"}'],
    ['without a body', ''],
  ])('never sends a POST twice (%s): it answers 502', async (_, body) => {
    await send('GET /api/v1/balance HTTP/1.1')
    proxy.reply = resetOnReuse
    const answer = await send('POST /api/v1/generate/dialogue HTTP/1.1', body)
    expect(answer).toMatchObject({ status: 502 })
    expect(proxy.upstream.heads.filter((h) => h.method === 'POST')).toHaveLength(1)
  })
})

describe('the wait for an answer', () => {
  it('is bounded once an upload is sent, like any other call', async () => {
    proxy.reply = () => 'hang'
    const boundary = 'x'
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\npng\r\n--${boundary}--\r\n`
    const started = Date.now()
    const answer = await send('POST /api/v1/upload/media HTTP/1.1', body, [
      `Content-Type: multipart/form-data; boundary=${boundary}`,
    ])
    expect(answer).toMatchObject({ status: 504 })
    expect(proxy.upstream.heads.map((h) => h.target)).toEqual(['/v1/upload/media'])
    expect(Date.now() - started).toBeLessThan(ANSWER_TIMEOUT_MS * 10)
  })

  it('is bounded for a chunked upload too', async () => {
    proxy.reply = () => 'hang'
    const answer = await send('POST /api/v1/upload/media HTTP/1.1', '', [
      'Content-Type: multipart/form-data; boundary=x',
      'Transfer-Encoding: chunked',
      '',
      '3\r\nabc\r\n0\r\n',
    ])
    expect(answer).toMatchObject({ status: 504 })
  })
})
