import { createHash } from 'node:crypto'
import { createServer, request, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startProxyStudio } from '@/lib/test/relay-studio'

let upstream: Server
let studio: Awaited<ReturnType<typeof startProxyStudio>>
let cookie = ''
let upstreamPaused = false
let upstreamBytes = 0
let upstreamHash = ''
let upstreamKey: string | undefined

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )

beforeAll(async () => {
  upstream = createServer((req, res) => {
    // The service's early refusals: before reading the body, as the emulator does.
    if (Number(req.headers['content-length']) > 500 * 1024 * 1024 || req.url?.includes('=bad')) {
      const tooLarge = !req.url?.includes('=bad')
      res.writeHead(tooLarge ? 413 : 400, { 'content-type': 'application/json' })
      return void res.end(
        JSON.stringify(tooLarge ? { error: 'file_too_large' } : { error: 'invalid_bucket' }),
      )
    }
    const hash = createHash('sha256')
    upstreamBytes = 0
    const read = () => {
      if (upstreamPaused) return void setTimeout(read, 20)
      req.resume()
    }
    req.on('data', (chunk: Buffer) => {
      upstreamBytes += chunk.length
      hash.update(chunk)
      if (upstreamPaused) {
        req.pause()
        read()
      }
    })
    req.on('end', () => {
      upstreamHash = hash.digest('hex')
      upstreamKey = req.headers['x-api-key'] as string | undefined
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'x=1' })
      res.end(JSON.stringify({ success: true, key: req.headers['x-api-key'], url: req.url }))
    })
  })
  process.env.STUDIO_UPSTREAM_URL = `http://127.0.0.1:${await listen(upstream)}`
  process.env.SESSION_SECRET = 'u'.repeat(40)
  const { sealSession, newSession } = await import('./session')
  cookie = `media_studio_session=${await sealSession(newSession('sk_live_upload'))}`
  studio = await startProxyStudio()
})

afterAll(async () => {
  await studio.close()
  upstream.closeAllConnections()
  await new Promise((resolve) => upstream.close(resolve))
})

/** Sends `total` bytes as fast as the socket takes them; reports how many were handed over. */
function send(path: string, total: number, headers: Record<string, string> = { cookie }) {
  let handed = 0
  const hash = createHash('sha256')
  const req = request({
    port: studio.port,
    path,
    method: 'POST',
    headers: { ...headers, 'content-length': String(total) },
  })
  const chunk = Buffer.alloc(64 * 1024, 7)
  const pump = () => {
    while (handed < total) {
      const piece = chunk.subarray(0, Math.min(chunk.length, total - handed))
      handed += piece.length
      hash.update(piece)
      if (!req.write(piece)) return void req.once('drain', pump)
    }
    req.end()
  }
  pump()
  const response = new Promise<{
    status: number
    body: string
    headers: IncomingMessage['headers']
  }>((resolve) =>
    req.on('response', (res) => {
      let body = ''
      res.on('data', (c) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }))
    }),
  )
  return {
    response,
    handed: () => handed,
    digest: () => hash.digest('hex'),
    abort: () => req.destroy(),
  }
}

describe('uploads through the proxy', () => {
  it('streams the bytes intact with the key added and filtered response headers', async () => {
    upstreamPaused = false
    const upload = send('/api/v1/upload/media?bucket=media-inputs', 8 * 1024 * 1024)
    const answer = await upload.response
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toMatchObject({
      // The echoed key is redacted on its way back, like any key in any answer.
      key: 'sk_live_[redacted]',
      url: '/v1/upload/media?bucket=media-inputs',
    })
    expect(upstreamKey).toBe('sk_live_upload')
    expect(answer.headers['set-cookie']).toBeUndefined()
    expect(upstreamHash).toBe(upload.digest())
  })

  it('reads the client only as fast as the upstream takes the bytes', async () => {
    upstreamPaused = true
    const total = 96 * 1024 * 1024
    const upload = send('/api/v1/upload/media', total)
    // The kernel's buffers on the way fill first (loopback autotunes them: CI once held 17 MB),
    // then the client must stall. A proxy that read the body ahead of the upstream would take
    // it all. So: wait for the count to stop growing, then it must stop short of the whole.
    let before = -1
    for (let tries = 0; tries < 30 && upload.handed() !== before; tries++) {
      before = upload.handed()
      await new Promise((r) => setTimeout(r, 200))
    }
    expect(upload.handed()).toBe(before)
    expect(before).toBeLessThan(total / 2)
    upstreamPaused = false
    expect((await upload.response).status).toBe(200)
    expect(upstreamBytes).toBe(total)
  })

  it('applies the proxy rules before sending anything', async () => {
    const anonymous = send('/api/v1/upload/media', 1024, {})
    expect((await anonymous.response).status).toBe(401)
    const crossSite = send('/api/v1/upload/media', 1024, { cookie, 'sec-fetch-site': 'cross-site' })
    expect((await crossSite.response).status).toBe(403)
  })

  it('answers a refusal to a client that keeps sending, and closes without reading it all', async () => {
    const total = 400 * 1024 * 1024
    const upload = send('/api/v1/upload/%6Dedia', total)
    const answer = await upload.response
    expect(answer.status).toBe(404)
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'not_found' })
    await new Promise((resolve) => setTimeout(resolve, 2500)) // past the lingering close
    expect(upload.handed()).toBeLessThan(total)
  })

  it.each([
    [
      'a declared size over 500 MiB',
      '/api/v1/upload/media',
      600 * 1024 * 1024,
      413,
      'file_too_large',
    ],
    ['a bad bucket', '/api/v1/upload/media?bucket=bad', 32 * 1024 * 1024, 400, 'invalid_bucket'],
  ])(
    'passes the early answer to %s through with its status and body',
    async (_, path, size, status, code) => {
      upstreamPaused = false
      const upload = send(path, size)
      const answer = await upload.response
      upload.abort()
      expect(answer.status).toBe(status)
      expect(JSON.parse(answer.body)).toEqual({ error: code })
      expect(upload.handed()).toBeLessThan(size)
    },
  )
})
