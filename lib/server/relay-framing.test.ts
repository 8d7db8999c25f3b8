import { describe, expect, it } from 'vitest'
import { rawRequest } from '@/lib/test/raw-http'
import { signedInProxy } from '@/lib/test/signed-in-proxy'

// The studio speaks to the service over pooled keep-alive connections, so every byte it frames
// must mean exactly what it says: one studio request is one upstream request, never a part of
// another's. These tests talk raw HTTP on both sides.

const proxy = signedInProxy({ key: 'sk_live_framing', env: { STUDIO_UPSTREAM_TIMEOUT_MS: '400' } })

/** A request head as a client writes it; `lines` are extra header lines. */
const head = (requestLine: string, ...lines: string[]) =>
  [requestLine, `Host: studio`, `Cookie: ${proxy.cookie}`, ...lines, '', ''].join('\r\n')

const SMUGGLED = 'GET /v1/not-in-the-allowlist HTTP/1.1\r\nHost: x\r\n\r\n'

describe('what the studio frames upstream', () => {
  it('sends a GET with no framing headers and nothing after its head', async () => {
    const answer = await rawRequest(proxy.studio.port, head('GET /api/v1/balance HTTP/1.1'))
    expect(answer).toMatchObject({ status: 200 })
    expect(proxy.upstream.requests).toHaveLength(1)
    expect(proxy.upstream.requests[0]!.head).toBe(
      [
        'GET /v1/balance HTTP/1.1',
        'x-api-key: sk_live_framing',
        `Host: ${proxy.host}`,
        'Connection: keep-alive',
        '',
        '',
      ].join('\r\n'),
    )
    expect(proxy.upstream.requests[0]!.body).toHaveLength(0)
  })

  it.each([
    ['GET', '/api/v1/balance', ['Content-Length: 5'], 'hello'],
    ['GET', '/api/v1/balance', ['Transfer-Encoding: chunked'], '5\r\nhello\r\n0\r\n\r\n'],
    ['DELETE', '/api/v1/assets/a1', ['Content-Length: 5'], 'hello'],
    ['DELETE', '/api/v1/assets/a1', ['Transfer-Encoding: chunked'], '5\r\nhello\r\n0\r\n\r\n'],
  ])(
    'refuses a %s carrying a body (%s, %s) with 400, sending nothing',
    async (m, path, lines, body) => {
      const answer = await rawRequest(
        proxy.studio.port,
        head(`${m} ${path} HTTP/1.1`, ...lines) + body,
      )
      expect(answer).toMatchObject({ status: 400 })
      expect(proxy.upstream.requests).toHaveLength(0)
    },
  )

  it('keeps a POST whose body is an HTTP request inside that one POST (the smuggling attempt)', async () => {
    // A length on a GET once reached the service without its body, so the service read the
    // next request on the pooled connection as that body and the one after as a request.
    const poisoned = head('GET /api/v1/balance HTTP/1.1', `Content-Length: ${SMUGGLED.length}`)
    await rawRequest(proxy.studio.port, poisoned + SMUGGLED)
    const post = head(
      'POST /api/v1/assets HTTP/1.1',
      'Content-Type: application/json',
      `Content-Length: ${SMUGGLED.length}`,
    )
    proxy.reply = ({ target }) =>
      target === '/v1/assets' ? { status: 201, body: { id: 'mine' } } : { status: 404 }
    const answer = await rawRequest(proxy.studio.port, post + SMUGGLED)
    expect(answer).toMatchObject({ status: 201 })
    const next = await rawRequest(proxy.studio.port, head('GET /api/v1/balance HTTP/1.1'))
    expect(next).toMatchObject({ status: 404 }) // this fake answers 404 to any other path
    expect(proxy.upstream.requests.map((r) => `${r.method} ${r.target}`)).toEqual([
      'POST /v1/assets',
      'GET /v1/balance',
    ])
    expect(proxy.upstream.requests[0]!.headers['content-length']).toBe(String(SMUGGLED.length))
    expect(proxy.upstream.requests[0]!.body.toString('latin1')).toBe(SMUGGLED)
  })

  it('re-frames a chunked POST as chunked, with the same bytes', async () => {
    const body = '{"url":"https://x.example/a.png"}'
    const chunks = `10\r\n${body.slice(0, 16)}\r\n${(body.length - 16).toString(16)}\r\n${body.slice(16)}\r\n0\r\n\r\n`
    const sent = head('POST /api/v1/assets HTTP/1.1', 'Transfer-Encoding: chunked')
    expect(await rawRequest(proxy.studio.port, sent + chunks)).toMatchObject({ status: 200 })
    expect(proxy.upstream.requests).toHaveLength(1)
    expect(proxy.upstream.requests[0]!.headers['transfer-encoding']).toBe('chunked')
    expect(proxy.upstream.requests[0]!.headers['content-length']).toBeUndefined()
    expect(proxy.upstream.requests[0]!.body.toString()).toBe(body)
  })

  it('sends a body-less POST with a length of zero', async () => {
    expect(await rawRequest(proxy.studio.port, head('POST /api/v1/assets HTTP/1.1'))).toMatchObject(
      {
        status: 200,
      },
    )
    expect(proxy.upstream.requests[0]!.headers['content-length']).toBe('0')
    expect(proxy.upstream.requests[0]!.headers['transfer-encoding']).toBeUndefined()
  })

  it('forwards none of the client connection headers', async () => {
    const sent = head(
      'POST /api/v1/assets HTTP/1.1',
      'Content-Length: 2',
      'Connection: keep-alive, X-Smuggle',
      'Keep-Alive: timeout=600',
      'TE: trailers',
      'Upgrade: h2c',
      'Trailer: X-Later',
      'Proxy-Connection: keep-alive',
      'X-Smuggle: 1',
    )
    expect(await rawRequest(proxy.studio.port, `${sent}{}`)).toMatchObject({ status: 200 })
    const forwarded = Object.keys(proxy.upstream.requests[0]!.headers).sort()
    expect(forwarded).toEqual(['connection', 'content-length', 'host', 'x-api-key'])
    expect(proxy.upstream.requests[0]!.headers.connection).toBe('keep-alive')
  })
})

describe('ambiguous framing', () => {
  it.each([
    [
      'both Content-Length and Transfer-Encoding',
      ['Content-Length: 5', 'Transfer-Encoding: chunked'],
    ],
    ['two equal Content-Lengths', ['Content-Length: 2', 'Content-Length: 2']],
    ['two different Content-Lengths', ['Content-Length: 2', 'Content-Length: 3']],
    ['an invalid Content-Length', ['Content-Length: 2x']],
    ['a signed Content-Length', ['Content-Length: +2']],
    ['a list of Content-Lengths', ['Content-Length: 2, 2']],
    ['a coding before chunked', ['Transfer-Encoding: gzip, chunked']],
    ['two Transfer-Encodings', ['Transfer-Encoding: chunked', 'Transfer-Encoding: chunked']],
  ])('is refused with 400 and never reaches the service: %s', async (_, lines) => {
    const sent = head('POST /api/v1/assets HTTP/1.1', ...lines)
    const answer = await rawRequest(proxy.studio.port, `${sent}2\r\n{}\r\n0\r\n\r\n`)
    expect(answer).not.toBe('closed')
    expect(answer).toMatchObject({ status: 400 })
    expect(proxy.upstream.requests).toHaveLength(0)
  })
})

describe('connections that did not end cleanly are never reused', () => {
  /** The connection the latest request head arrived on. */
  const lastConnection = () => proxy.upstream.connections[proxy.upstream.heads.at(-1)!.connection]!

  it('closes the upstream connection of an upload the client abandoned mid-body', async () => {
    const sent = head('POST /api/v1/assets HTTP/1.1', 'Content-Length: 1000')
    const pending = rawRequest(proxy.studio.port, `${sent}${'x'.repeat(100)}`)
    await expect.poll(() => proxy.upstream.heads.at(-1)?.target).toBe('/v1/assets')
    await expect.poll(() => lastConnection().bytes).toBeGreaterThan(100)
    const abandoned = lastConnection()
    pending.socket.destroy()
    await expect.poll(() => abandoned.closed).toBe(true)
    expect(proxy.upstream.requests).toHaveLength(0)
    expect(await rawRequest(proxy.studio.port, head('GET /api/v1/balance HTTP/1.1'))).toMatchObject(
      {
        status: 200,
      },
    )
    expect(proxy.upstream.requests).toHaveLength(1)
    expect(proxy.upstream.requests[0]!.connection).not.toBe(
      proxy.upstream.connections.indexOf(abandoned),
    )
  })

  it('closes the upstream connection after an early answer, even one the service keeps open', async () => {
    proxy.reply = ({ target }) =>
      target.startsWith('/v1/upload/media')
        ? { early: true, status: 413, body: { error: 'file_too_large' }, close: false }
        : { status: 200 }
    const sent = head(
      'POST /api/v1/upload/media HTTP/1.1',
      'Content-Type: multipart/form-data; boundary=x',
      `Content-Length: ${8 * 1024 * 1024}`,
    )
    const answer = await rawRequest(proxy.studio.port, `${sent}${'x'.repeat(64 * 1024)}`)
    expect(answer).toMatchObject({ status: 413, body: '{"error":"file_too_large"}' })
    const refused = lastConnection()
    await expect.poll(() => refused.closed).toBe(true)
    expect(await rawRequest(proxy.studio.port, head('GET /api/v1/balance HTTP/1.1'))).toMatchObject(
      {
        status: 200,
      },
    )
    expect(proxy.upstream.requests.map((r) => `${r.method} ${r.target}`)).toEqual([
      'POST /v1/upload/media',
      'GET /v1/balance',
    ])
    expect(proxy.upstream.requests[1]!.connection).not.toBe(
      proxy.upstream.connections.indexOf(refused),
    )
  })
})
