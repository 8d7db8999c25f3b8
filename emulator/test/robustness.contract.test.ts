import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_KEYS, startTestEmulator, type TestEmulator } from './harness'

let emu: TestEmulator
beforeAll(async () => {
  emu = await startTestEmulator()
})
afterAll(() => emu.stop())

/** Sends a raw request so that paths are not normalized by the client. */
function raw(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const url = new URL(emu.url)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'GET',
        headers: { 'X-API-Key': DEMO_KEYS.creator, ...headers },
      },
      (res) => {
        let body = ''
        res.on('data', (c) => (body += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const post = (body: BodyInit, contentType = 'application/json') =>
  emu.request('POST', '/v1/generate/media', { body, headers: { 'Content-Type': contentType } })

describe('robustness: clear 4xx, never 422, and the server keeps serving', () => {
  it.each([
    ['malformed JSON', '{"model": "nano-banana",', 'application/json'],
    ['an empty body', '', 'application/json'],
    ['a JSON array', '[1,2]', 'application/json'],
    ['a JSON string', '"hello"', 'application/json'],
    ['null', 'null', 'application/json'],
    ['the wrong content type', '{"model":"nano-banana","prompt":"x"}', 'text/plain'],
    ['a form body', 'model=nano-banana', 'application/x-www-form-urlencoded'],
    ['deeply nested JSON', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'application/json'],
  ])('%s: 400 invalid_request', async (_label, body, type) => {
    const res = await post(body, type)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ error: 'invalid_request', param: 'body' })
  })

  it('invalid UTF-8: 400', async () => {
    const res = await post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))
    expect(res.status).toBe(400)
  })

  it('an oversized body: 400 from Content-Length, and streamed without one', async () => {
    const big = JSON.stringify({ model: 'nano-banana', prompt: 'x'.repeat(2 * 1024 * 1024) })
    const res = await post(big)
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/too large/)
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 40; i++)
          controller.enqueue(new TextEncoder().encode('x'.repeat(64 * 1024)))
        controller.close()
      },
    })
    const streamed = await fetch(`${emu.url}/v1/generate/media`, {
      method: 'POST',
      headers: { 'X-API-Key': DEMO_KEYS.creator, 'Content-Type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit)
    expect(streamed.status).toBe(400)
  })

  it.each([
    '/v1/generate/media/..%2F..',
    '/v1/generate/media/..%2f..%2fbalance',
    '/v1/generate/media/%2e%2e',
    '/v1/generate/media/a%00b',
    '/v1/generate/media/%E0%A4%A',
    '/v1//generations',
    '/v1/generations/',
    '/files/..%2Fstate.json',
    '/files/%2e%2e%2fstate.json',
  ])('path trick %s: 4xx', async (path) => {
    const res = await raw(path)
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    expect(res.body).not.toContain('apiKeys')
  })

  it('a method the route does not have: 405', async () => {
    expect((await emu.request('PUT', '/v1/generations')).status).toBe(405)
  })

  it('huge headers: 431 from the HTTP layer', async () => {
    const res = await raw('/v1/balance', { 'X-Padding': 'x'.repeat(64 * 1024) })
    expect(res.status).toBe(431)
  })

  it('still serves after all of that', async () => {
    expect((await emu.request('GET', '/health', { key: null })).status).toBe(200)
    expect((await emu.request('GET', '/v1/balance')).body.credits).toBe(5000)
  })
})
