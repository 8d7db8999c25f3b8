import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// One JSON line per proxied request, and one request id from the browser to the upstream and back.
let upstream: Server
let studio: Server
let origin = ''
let cookie = ''
let seen: IncomingMessage['headers'][] = []
const lines: Record<string, unknown>[] = []
const raw: string[] = []
const KEY = 'sk_live_trace_secret_key'

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen.push(req.headers)
    req.resume()
    req.on('end', () => {
      if (req.url === '/v1/generate/media/hang') return
      res.writeHead(req.url === '/v1/balance' ? 402 : 200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: 'insufficient_credits', echoed: req.url }))
    })
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  process.env.STUDIO_UPSTREAM_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
  process.env.SESSION_SECRET = 't'.repeat(40)
  const { createRequestLogger } = await import('./request-log')
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(chunk.toString('utf8'))
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>)
      done()
    },
  })
  globalThis.mediaStudioLogger = createRequestLogger(capture)
  const { tracedRelayRequest } = await import('./traced-relay')
  studio = createServer((req, res) => void tracedRelayRequest(req, res))
  await new Promise<void>((resolve) => studio.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(studio.address() as AddressInfo).port}`
  const { newSession, sealSession } = await import('./session')
  cookie = `media_studio_session=${await sealSession(newSession(KEY))}`
})

afterAll(async () => {
  globalThis.mediaStudioLogger = undefined
  upstream.closeAllConnections()
  studio.closeAllConnections()
  await new Promise<void>((resolve) => studio.close(() => resolve()))
  await new Promise<void>((resolve) => upstream.close(() => resolve()))
})

/** The log line of the request that answered with this id (written when the answer closed). */
async function lineOf(requestId: string | null) {
  await expect.poll(() => lines.some((line) => line.requestId === requestId)).toBe(true)
  return lines.find((line) => line.requestId === requestId)!
}

describe('the request id and the request log', () => {
  it('sends the id upstream, answers it to the browser, and logs one line without secrets', async () => {
    seen = []
    const response = await fetch(`${origin}/api/v1/balance?api_key=${KEY}`, {
      headers: { cookie },
    })
    expect(response.status).toBe(402)
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(seen[0]?.['x-request-id']).toBe(id)
    const line = await lineOf(id)
    expect(line).toMatchObject({
      msg: 'request',
      level: 'warn',
      route: 'v1_balance_get',
      method: 'GET',
      status: 402,
      upstreamStatus: 402,
      aborted: false,
    })
    expect(line.durationMs).toEqual(expect.any(Number))
    expect(line.upstreamMs).toEqual(expect.any(Number))
    expect(Number(line.upstreamMs)).toBeLessThanOrEqual(Number(line.durationMs))
    const written = raw.join('')
    expect(written).not.toContain(KEY)
    expect(written).not.toContain(cookie.split('=')[1]!.slice(0, 40))
    expect(written).not.toContain('insufficient_credits')
    expect(written).not.toContain('/v1/balance')
  })

  it("keeps a load balancer's well-formed id and replaces anything else", async () => {
    const kept = await fetch(`${origin}/api/v1/models`, {
      headers: { cookie, 'x-request-id': 'lb-0123456789abcdef' },
    })
    expect(kept.headers.get('x-request-id')).toBe('lb-0123456789abcdef')
    expect(seen.at(-1)?.['x-request-id']).toBe('lb-0123456789abcdef')
    const replaced = await fetch(`${origin}/api/v1/models`, {
      headers: { cookie, 'x-request-id': 'short' },
    })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("names the studio's own refusals too, with no upstream call in the line", async () => {
    const response = await fetch(`${origin}/api/v1/secret-admin`, { headers: { cookie } })
    expect(response.status).toBe(404)
    const line = await lineOf(response.headers.get('x-request-id'))
    expect(line).toMatchObject({ route: null, status: 404, upstreamStatus: null, upstreamMs: null })
  })

  it('marks an answer the browser abandoned', async () => {
    const controller = new AbortController()
    const pending = fetch(`${origin}/api/v1/generate/media/hang`, {
      headers: { cookie },
      signal: controller.signal,
    })
    setTimeout(() => controller.abort(), 200)
    await expect(pending).rejects.toThrow()
    await expect
      .poll(() => lines.find((line) => line.route === 'v1_media_status_get')?.aborted)
      .toBe(true)
  })
})
