import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startProxyStudio } from '@/lib/test/relay-studio'

let upstream: Server
let received: {
  method?: string
  url?: string
  headers: IncomingMessage['headers']
  bytes: number
  chunks: number
}[] = []
let studio: Awaited<ReturnType<typeof startProxyStudio>>
let sealSession: typeof import('./session').sealSession
let cookie = ''
let hangClosed = false

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const record = { method: req.method, url: req.url, headers: req.headers, bytes: 0, chunks: 0 }
    received.push(record)
    req.on('data', (chunk: Buffer) => {
      record.bytes += chunk.length
      record.chunks += 1
    })
    req.on('end', () => {
      if (req.url === '/v1/generate/media/hang') {
        req.socket.once('close', () => (hangClosed = true))
        return
      }
      if (req.url === '/v1/generate/media/slow') {
        res.writeHead(200, {
          'content-type': 'application/json',
          'set-cookie': 'x=1',
          server: 'up',
        })
        res.write('first;')
        setTimeout(() => res.end('second'), 300)
        return
      }
      res.writeHead(req.url?.startsWith('/v1/balance') ? 402 : 200, {
        'content-type': 'application/json',
      })
      res.end(JSON.stringify({ echoed: record.bytes, error: 'insufficient_credits' }))
    })
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  process.env.STUDIO_UPSTREAM_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
  process.env.SESSION_SECRET = 's'.repeat(40)
  studio = await startProxyStudio()
  const session = await import('./session')
  sealSession = session.sealSession
  const { newSession } = session
  cookie = `media_studio_session=${await sealSession(newSession('sk_live_test_key'))}`
})

afterAll(async () => {
  await studio.close()
  upstream.closeAllConnections()
  await new Promise<void>((resolve) => upstream.close(() => resolve()))
})

const call = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  studio.fetch(path, { ...init, headers: { cookie, ...init.headers } })

describe('the /v1 proxy', () => {
  it('answers 404 for a route outside the contract without calling upstream', async () => {
    received = []
    const response = await call('/v1/secret-admin')
    expect(response.status).toBe(404)
    expect(received).toHaveLength(0)
  })

  it('answers 401 not_connected without a session', async () => {
    received = []
    const response = await studio.fetch('/v1/models')
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ error: 'not_connected' })
    expect(received).toHaveLength(0)
  })

  it("refuses a stale page's call naming another account, before anything goes upstream", async () => {
    const { browserScopeOf } = await import('./account')
    received = []
    const stale = await call('/v1/generate/media', {
      method: 'POST',
      body: '{"prompt":"spend"}',
      headers: { 'content-type': 'application/json', 'x-studio-scope': 'someone-else' },
    })
    expect(stale.status).toBe(409)
    expect(await stale.json()).toMatchObject({ error: 'account_changed' })
    expect(received).toHaveLength(0)
    const current = await call('/v1/balance', {
      headers: { 'x-studio-scope': browserScopeOf('sk_live_test_key') },
    })
    expect(current.status).toBe(402)
    expect(received).toHaveLength(1)
    // The page's account is the studio's business: it is never sent on.
    expect(received[0]?.headers['x-studio-scope']).toBeUndefined()
  })

  it('refuses a cross-site write with 403', async () => {
    const response = await call('/v1/generate/media', {
      method: 'POST',
      body: '{}',
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(response.status).toBe(403)
  })

  it('adds the key as X-API-Key, passes the query, and passes upstream errors unchanged', async () => {
    received = []
    const response = await call('/v1/balance?x=1')
    expect(response.status).toBe(402)
    expect(await response.json()).toEqual({ echoed: 0, error: 'insufficient_credits' })
    expect(received[0]?.headers['x-api-key']).toBe('sk_live_test_key')
    expect(received[0]?.headers.cookie).toBeUndefined()
    // The route table names no query for /v1/balance: `x` stays behind.
    expect(received[0]?.url).toBe('/v1/balance')
    received = []
    await call('/v1/generations?limit=5&api_key=sk_live_leak&status=completed')
    expect(received[0]?.url).toBe('/v1/generations?limit=5&status=completed')
    // A name given twice reaches the service once, with its first value: what the service reads
    // is never a second value the studio did not look at.
    received = []
    await call('/v1/generations?limit=5&limit=100000&status=completed&status=failed')
    expect(received[0]?.url).toBe('/v1/generations?limit=5&status=completed')
  })

  it('streams a request body to the upstream', async () => {
    received = []
    const total = 4 * 1024 * 1024
    const chunk = new Uint8Array(64 * 1024)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close()
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    const response = await call('/v1/generate/media', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    })
    expect(await response.json()).toMatchObject({ echoed: total })
    expect(received[0]?.chunks).toBeGreaterThan(1)
  })

  it('streams the response and filters its headers', async () => {
    const response = await call('/v1/generate/media/slow')
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('server')).toBeNull()
    const reader = response.body!.getReader()
    const first = await reader.read()
    expect(new TextDecoder().decode(first.value)).toBe('first;')
    const second = await reader.read()
    expect(new TextDecoder().decode(second.value)).toBe('second')
  })

  it('ends quietly, closing its upstream call, when the caller goes away before the answer', async () => {
    const controller = new AbortController()
    const pending = call('/v1/generate/media/hang', { signal: controller.signal })
    setTimeout(() => controller.abort(new Error('navigated away')), 50)
    await expect(pending).rejects.toThrow()
    await expect(studio.lastHandled()).resolves.toBeUndefined()
    await expect.poll(() => hangClosed).toBe(true)
  })

  it('answers 502 upstream_unreachable when the upstream is down', async () => {
    const saved = process.env.STUDIO_UPSTREAM_URL
    // getEnv caches the config; reach an unreachable upstream through a closed port instead.
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const { getEnv } = await import('@/lib/config/env')
    const env = getEnv()
    const original = env.upstreamUrl
    env.upstreamUrl = `http://127.0.0.1:${port}`
    try {
      const response = await call('/v1/models')
      expect(response.status).toBe(502)
      expect(await response.json()).toMatchObject({ error: 'upstream_unreachable' })
    } finally {
      env.upstreamUrl = original
      process.env.STUDIO_UPSTREAM_URL = saved
    }
  })
})
