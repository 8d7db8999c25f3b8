import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startProxyStudio } from '@/lib/test/relay-studio'

// A service refusing an upload early answers and closes at once, as the emulator does: the body
// bytes still arriving make its side reset the connection. The refusal must reach the client
// every time, not only when it happens to be read before the next write fails.
const DECLARED_LIMIT = 500 * 1024 * 1024
const STREAMED_LIMIT = 2 * 1024 * 1024
let upstream: Server
let studio: Awaited<ReturnType<typeof startProxyStudio>>
let cookie = ''

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const refuse = () => {
      if (res.headersSent) return
      res.writeHead(413, { 'content-type': 'application/json', connection: 'close' })
      res.end('{"error":"file_too_large"}')
    }
    // Like the emulator, the check comes after a moment's work (the key, the rate limit), while
    // Node's server has already told the studio to go on (100 Continue).
    if (Number(req.headers['content-length']) > DECLARED_LIMIT) return void setTimeout(refuse, 2)
    let read = 0
    req.on('data', (chunk: Buffer) => {
      read += chunk.length
      if (read > STREAMED_LIMIT) refuse()
    })
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  process.env.STUDIO_UPSTREAM_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
  process.env.SESSION_SECRET = 'e'.repeat(40)
  studio = await startProxyStudio()
  const { sealSession, newSession } = await import('./session')
  cookie = `media_studio_session=${await sealSession(newSession('sk_live_early'))}`
})

afterAll(async () => {
  await studio.close()
  upstream.closeAllConnections()
  await new Promise<void>((resolve) => upstream.close(() => resolve()))
})

/** Streams 64 KiB chunks until the studio answers; resolves with the status, or the error code. */
function upload(declared: number | null): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request({
      port: studio.port,
      method: 'POST',
      path: '/api/v1/upload/media',
      headers: {
        cookie,
        'content-type': 'multipart/form-data; boundary=x',
        ...(declared === null ? {} : { 'content-length': String(declared) }),
      },
    })
    const chunk = Buffer.alloc(64 * 1024, 1)
    let answered = false
    let sent = 0
    const pump = () => {
      while (!answered && sent < 64 * 1024 * 1024) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
    }
    req.on('response', (res) => {
      answered = true
      res.resume()
      res.on('end', () => {
        req.destroy()
        resolve(res.statusCode ?? 0)
      })
    })
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered) resolve(error.code ?? 'error')
      answered = true
    })
    pump()
  })
}

describe('an early refusal from a service that closes at once', () => {
  it.each([
    ['a declared length over the limit', 600 * 1024 * 1024],
    ['a chunked body that runs over the limit', null],
  ])('reaches the client 20 times out of 20: %s', async (_, declared) => {
    const statuses: (number | string)[] = []
    for (let i = 0; i < 20; i += 1) statuses.push(await upload(declared))
    expect(statuses).toEqual(Array(20).fill(413))
  })
})
