import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startProxyStudio } from '@/lib/test/relay-studio'

// A fake upstream with one behaviour per path: what the service (or a broken proxy in front of
// it) could answer.
let upstream: Server
let calls: { url?: string; bytes: number }[] = []
let studio: Awaited<ReturnType<typeof startProxyStudio>>
let cookie = ''

const STUDIO = 'https://studio.example'

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const call = { url: req.url, bytes: 0 }
    calls.push(call)
    req.on('data', (chunk: Buffer) => (call.bytes += chunk.length))
    const json = (status: number, body: unknown, extra: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...extra })
      res.end(JSON.stringify(body))
    }
    switch (req.url) {
      case '/v1/generate/media/html':
        res.writeHead(200, { 'content-type': 'text/html' })
        return void res.end('<script>alert(document.cookie)</script>')
      case '/v1/generate/media/svg':
        res.writeHead(200, { 'content-type': 'image/svg+xml' })
        return void res.end('<svg xmlns="http://www.w3.org/2000/svg"><script>x()</script></svg>')
      case '/v1/generate/media/leaky':
        return json(400, { error: 'invalid_request', detail: 'key sk_live_abc_123-XYZ is bad' })
      case '/v1/generate/media/leaky-ok':
        return json(200, { id: 'g1', note: 'made with sk_live_abc_123' })
      case '/v1/generate/media/leaky-escaped':
        res.writeHead(400, { 'content-type': 'application/json' })
        return void res.end('{"error":"invalid_request","detail":"sk\\u005flive_abc"}')
      case '/v1/generate/media/leaky-large': {
        // Over the buffered limit, so it streams; the key is cut inside an escape between writes.
        res.writeHead(200, { 'content-type': 'application/json' })
        res.write(`{"pad":"${'x'.repeat(2 * 1024 * 1024)}","note":"\\u00`)
        return void setTimeout(() => res.end('73k_live_secret"}'), 20)
      }
      case '/v1/generate/media/stall':
        // Headers, then silence: the answer must not hang the browser's request.
        res.writeHead(200, { 'content-type': 'application/json' })
        return void res.flushHeaders()
      case '/v1/generate/media/stall-midway':
        res.writeHead(200, { 'content-type': 'application/json' })
        return void res.write('{"status":')
      case '/v1/generate/media':
        // The service refuses an oversized body at once, before reading it.
        return json(413, { error: 'file_too_large', message: 'Body over 1 MiB' })
      case '/v1/generate/music':
        return json(400, { error: 'invalid_request' }, { connection: 'close' })
      default:
        req.on('end', () => json(200, { ok: true }))
    }
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  process.env.STUDIO_UPSTREAM_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
  process.env.SESSION_SECRET = 'a'.repeat(40)
  process.env.STUDIO_PUBLIC_ORIGIN = STUDIO
  process.env.STUDIO_UPSTREAM_IDLE_TIMEOUT_MS = '300'
  process.env.STUDIO_DATA_DIR = `/tmp/proxy-answers-${process.pid}`
  studio = await startProxyStudio()
  const { sealSession, newSession } = await import('./session')
  cookie = `media_studio_session=${await sealSession(newSession('sk_live_answers'))}`
})

afterAll(async () => {
  await studio.close()
  upstream.closeAllConnections()
  await new Promise<void>((resolve) => upstream.close(() => resolve()))
})

const get = (path: string) => studio.fetch(path, { headers: { cookie } })

/** A request body of `total` bytes that counts how much of it was ever read. */
function countedBody(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(32)
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close()
      pulled += chunk.length
      controller.enqueue(chunk)
    },
  })
  return { stream, pulled: () => pulled }
}

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  studio.fetch(path, {
    method: 'POST',
    body,
    headers: { cookie, origin: STUDIO, 'content-type': 'application/json', ...headers },
  })

describe('only JSON reaches the browser (14.5)', () => {
  it.each(['html', 'svg'])('turns an upstream %s body into a 502 in words', async (kind) => {
    const response = await get(`/v1/generate/media/${kind}`)
    expect(response.status).toBe(502)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const body = await response.json()
    expect(body).toMatchObject({ error: 'upstream_not_json' })
    expect(JSON.stringify(body)).not.toContain('<script')
  })

  it.each(['leaky-ok', 'leaky-escaped', 'leaky-large'])(
    'redacts keys from every JSON answer, however spelled: %s',
    async (kind) => {
      const response = await get(`/v1/generate/media/${kind}`)
      const body = await response.json()
      expect(JSON.stringify(body)).not.toMatch(/sk_live_[a-z]/)
      expect(JSON.stringify(body)).toContain('sk_live_[redacted]')
    },
  )

  it('redacts keys from upstream error bodies', async () => {
    const response = await get('/v1/generate/media/leaky')
    expect(response.status).toBe(400)
    const text = await response.text()
    expect(text).not.toContain('sk_live_abc')
    expect(JSON.parse(text)).toMatchObject({ error: 'invalid_request' })
  })
})

describe('upload spellings (14.2)', () => {
  it.each(['/v1/upload/%6dedia', '/v1/upload/%6Dedia', '/v1/upload/medi%61?bucket=x'])(
    'refuses %s, another spelling of the upload route, without reading the body',
    async (path) => {
      calls = []
      const body = countedBody(64 * 1024 * 1024)
      const response = await post(path, body.stream, { 'content-type': 'multipart/form-data' })
      expect(response.status).toBe(404)
      expect(calls).toHaveLength(0)
      // The studio drops what arrives for a moment (its lingering close, so the 404 gets through),
      // then closes the connection; this client stops sending once it has the answer.
      await new Promise((resolve) => setTimeout(resolve, 1200))
      expect(studio.lastBytesRead()).toBeLessThanOrEqual(9 * 1024 * 1024)
      expect(body.pulled()).toBeLessThan(32 * 1024 * 1024)
    },
  )

  it.each(['/v1//upload/media', '/v1/upload/MEDIA', '/v1/upload/media/', '/v1/Upload/media'])(
    'refuses %s as not a route',
    async (path) => {
      calls = []
      const response = await post(path, 'x', { 'content-type': 'multipart/form-data' })
      expect(response.status).toBe(404)
      expect(calls).toHaveLength(0)
    },
  )
})

describe('origin check (14.3)', () => {
  it('refuses a write whose Origin matches a forged Host but not the public origin', async () => {
    calls = []
    const response = await post('/v1/generate/music', '{}', {
      origin: 'http://evil.example:3411',
      host: 'evil.example:3411',
      'x-forwarded-host': 'evil.example:3411',
      'sec-fetch-site': 'same-origin',
    })
    expect(response.status).toBe(403)
    expect(calls).toHaveLength(0)
  })

  it('accepts a write from the configured public origin', async () => {
    const response = await post('/v1/generate/music', '{}', { origin: STUDIO })
    expect(response.status).toBe(400)
  })
})

describe('early answers (14.6)', () => {
  it('returns a 413 the upstream gives before the body, and stops sending', async () => {
    calls = []
    const total = 32 * 1024 * 1024
    const body = countedBody(total)
    const response = await post('/v1/generate/media', body.stream)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'file_too_large', message: 'Body over 1 MiB' })
    // The upstream was reached (it gave the 413) and got less than the whole body.
    expect(calls).toHaveLength(1)
    expect(calls[0]!.bytes).toBeLessThan(total)
  })

  it('returns an early 400 even when the upstream closes the connection', async () => {
    const body = countedBody(8 * 1024 * 1024)
    const response = await post('/v1/generate/music', body.stream)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'invalid_request' })
  })
})

describe('stalled answers (14.7)', () => {
  it('answers 504 in words when the upstream sends headers and then nothing', async () => {
    const started = Date.now()
    const response = await get('/v1/generate/media/stall')
    expect(response.status).toBe(504)
    expect(await response.json()).toMatchObject({
      error: 'upstream_timeout',
      message: expect.stringMatching(/did not answer in time/),
    })
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('ends a body that stalls midway instead of holding it open', async () => {
    const response = await get('/v1/generate/media/stall-midway')
    const started = Date.now()
    await expect(response.text()).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(3000)
  })
})
