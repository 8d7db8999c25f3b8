import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { createRequestLogger, prettyDestination } from './request-log'
import { upstreamTraceHeaders } from './request-context'
import { logged } from './route-log'

const lines: Record<string, unknown>[] = []
const raw: string[] = []
globalThis.mediaStudioLogger = createRequestLogger(
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(chunk.toString('utf8'))
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>)
      done()
    },
  }),
)
afterAll(() => {
  globalThis.mediaStudioLogger = undefined
})
beforeEach(() => {
  lines.length = 0
  raw.length = 0
})

const KEY = 'sk_live_never_in_a_log'
const call = (
  headers: Record<string, string> = {},
  url = 'http://localhost/api/studio/boards/b-42',
) =>
  new Request(url, {
    method: 'PATCH',
    headers: { cookie: `media_studio_session=${KEY}`, ...headers },
    body: KEY,
  })

describe('a studio route, logged', () => {
  it('answers with the request id it was given, or a new one for a malformed one', async () => {
    const route = logged('/api/studio/boards/[id]', () => Response.json({ ok: true }))
    const kept = await route(call({ 'x-request-id': 'lb-7f3a9c21' }))
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a9c21')
    const replaced = await route(call({ 'x-request-id': 'bad id "with" spaces' }))
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('writes one JSON line in the proxy’s fields, without the key, the cookie, the path or the body', async () => {
    const route = logged('/api/studio/boards/[id]', async () => new Response(null, { status: 204 }))
    const answer = await route(call())
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      msg: 'request',
      level: 'info',
      requestId: answer.headers.get('x-request-id'),
      route: '/api/studio/boards/[id]',
      method: 'PATCH',
      status: 204,
      aborted: false,
    })
    expect(typeof lines[0]!.durationMs).toBe('number')
    expect(raw.join('')).not.toMatch(/sk_live|media_studio_session|b-42/)
  })

  it('carries the request id to the service on any call the handler makes', async () => {
    let sent: Record<string, string> = {}
    const route = logged('/api/session', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      sent = upstreamTraceHeaders()
      return Response.json({})
    })
    const answer = await route(call())
    expect(sent).toEqual({ 'x-request-id': answer.headers.get('x-request-id') })
  })

  it('logs an error the route does not answer as Next’s 500, and lets it through', async () => {
    const route = logged('/api/health', () => {
      throw new Error('boom')
    })
    await expect(route(call())).rejects.toThrow('boom')
    expect(lines[0]).toMatchObject({ status: 500, level: 'error', route: '/api/health' })
  })

  it('logs a streamed answer when it ends, and says when the browser left before', async () => {
    const stream = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array([1, 2, 3]))
          controller.enqueue(new Uint8Array([4]))
          controller.close()
        },
      })
    const route = logged('/api/studio/downloads', () => new Response(stream()), { streamed: true })
    const whole = await route(call())
    expect(lines).toHaveLength(0)
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3, 4]))
    expect(lines[0]).toMatchObject({ status: 200, aborted: false })

    const left = await route(call())
    const reader = left.body!.getReader()
    await reader.read()
    await reader.cancel()
    expect(lines[1]).toMatchObject({ status: 200, aborted: true })
  })

  it('keeps a redirect’s headers and adds the id', async () => {
    const route = logged('/api/session', () => Response.redirect('http://localhost/connect', 303))
    const answer = await route(call())
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('http://localhost/connect')
    expect(answer.headers.get('x-request-id')).toBeTruthy()
  })
})

describe('every studio route', () => {
  const routes = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return routes(full)
      return entry.name === 'route.ts' ? [full] : []
    })

  it.each(routes('app/api'))('%s is logged under its own path', (file) => {
    const text = readFileSync(file, 'utf8')
    const route = `/${path.relative(path.resolve('app'), path.dirname(file)).split(path.sep).join('/')}`
    const handlers = [
      ...text.matchAll(/export (?:async )?(?:function|const) (GET|POST|PUT|PATCH|DELETE)\b/g),
    ]
    expect(handlers.length).toBeGreaterThan(0)
    const loggedOnes = [
      ...text.matchAll(/export const (GET|POST|PUT|PATCH|DELETE) = logged\(\s*'([^']+)'/g),
    ]
    expect(loggedOnes.map((m) => m[1])).toEqual(handlers.map((m) => m[1]))
    for (const match of loggedOnes) expect(match[2]).toBe(route)
  })
})

describe('the log for a person at a terminal (npm start)', () => {
  it('is one short line a request, and plain words for the rest', () => {
    let out = ''
    const logger = createRequestLogger(
      prettyDestination({ write: (text: string) => (out += text) }),
    )
    const line = { upstreamStatus: null, upstreamMs: null, aborted: false, requestId: 'r-12345678' }
    logger.info(
      { ...line, route: '/api/session', method: 'GET', status: 200, durationMs: 12 },
      'request',
    )
    logger.warn(
      { ...line, route: 'v1_models_list', method: 'GET', status: 401, durationMs: 3 },
      'request',
    )
    logger.info(
      {
        ...line,
        route: '/api/studio/downloads',
        method: 'POST',
        status: 200,
        durationMs: 900,
        aborted: true,
      },
      'request',
    )
    logger.info({ inFlightAtSignal: 0, cutShort: 0 }, 'shutdown')
    expect(out).toBe(
      'GET /api/session 200 12ms\n' +
        'GET /api/v1/models 401 3ms\n' +
        'POST /api/studio/downloads 200 900ms (cut short)\n' +
        'shutdown inFlightAtSignal=0 cutShort=0\n',
    )
  })
})
