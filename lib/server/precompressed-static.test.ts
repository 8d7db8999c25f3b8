import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptsBrotli, sendBuildFile } from './precompressed-static'

let staticDir: string
let server: Server
const SOURCE = 'console.log("the page starts")\n'.repeat(50)
const CHROMIUM = 'gzip, deflate, br, zstd'

beforeAll(async () => {
  staticDir = path.join(mkdtempSync(path.join(tmpdir(), 'static-')), 'static')
  mkdirSync(path.join(staticDir, 'chunks'), { recursive: true })
  mkdirSync(path.join(staticDir, 'css'), { recursive: true })
  writeFileSync(path.join(staticDir, 'chunks/page.js'), SOURCE)
  writeFileSync(path.join(staticDir, 'chunks/page.js.br'), brotliCompressSync(SOURCE))
  writeFileSync(path.join(staticDir, 'css/app.css'), 'a{}')
  writeFileSync(path.join(staticDir, 'css/app.css.br'), brotliCompressSync('a{}'))
  writeFileSync(path.join(staticDir, 'chunks/plain.js'), 'plain()')
  writeFileSync(path.join(staticDir, 'chunks/font.woff2'), 'font')
  // Outside the static folder: what a path escaping it would reach.
  writeFileSync(path.join(staticDir, '../secret.js'), 'secret')
  writeFileSync(path.join(staticDir, '../secret.js.br'), brotliCompressSync('secret'))
  server = createServer((req, res) => void sendBuildFile(req, res, staticDir))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterAll(() => {
  server.close()
  rmSync(path.dirname(staticDir), { recursive: true, force: true })
})

interface Raw {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** The answer as sent, not decoded; the path goes out as written (no client-side cleaning). */
function get(pathname: string, acceptEncoding: string | null = CHROMIUM, method = 'GET') {
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('the server is not listening')
  const { port } = address
  return new Promise<Raw>((resolve, reject) => {
    const headers = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding }
    request({ port, host: '127.0.0.1', path: pathname, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
      .on('error', reject)
      .end()
  })
}

describe('sendBuildFile', () => {
  it("sends a build script as the build's brotli copy, named as such and cached for good", async () => {
    const reply = await get('/_next/static/chunks/page.js')
    expect(reply.status).toBe(200)
    expect(reply.headers['content-encoding']).toBe('br')
    expect(reply.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(reply.headers.vary).toBe('Accept-Encoding')
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(reply.headers['content-length']).toBe(String(reply.body.length))
    expect(brotliDecompressSync(reply.body).toString()).toBe(SOURCE)
  })

  it('sends a stylesheet as CSS', async () => {
    const reply = await get('/_next/static/css/app.css')
    expect(reply.headers['content-type']).toBe('text/css; charset=UTF-8')
    expect(brotliDecompressSync(reply.body).toString()).toBe('a{}')
  })

  it('answers HEAD with the headers alone', async () => {
    const reply = await get('/_next/static/chunks/page.js', CHROMIUM, 'HEAD')
    expect(reply.headers['content-encoding']).toBe('br')
    expect(reply.body.length).toBe(0)
  })

  it.each([
    ['a client that refuses brotli', '/_next/static/chunks/page.js', 'br;q=0, gzip', SOURCE],
    ['a client without brotli', '/_next/static/chunks/page.js', 'gzip', SOURCE],
    ['a file the build made no copy of', '/_next/static/chunks/plain.js', CHROMIUM, 'plain()'],
  ])('sends %s the file itself, with no encoding of its own', async (_, pathname, accept, text) => {
    const reply = await get(pathname, accept)
    expect(reply.status).toBe(200)
    expect(reply.headers['content-encoding']).toBeUndefined()
    expect(reply.body.toString()).toBe(text)
  })

  it.each([
    ['a file that does not exist', '/_next/static/chunks/missing.js'],
    ['a path climbing out of the folder', '/_next/static/../secret.js'],
    ['an encoded climb', '/_next/static/%2e%2e/secret.js'],
    ['an encoded slash', '/_next/static/chunks%2f..%2f..%2fsecret.js'],
    ['the copy asked for by its own name', '/_next/static/chunks/page.js.br'],
    ['a file that is neither a script nor a stylesheet', '/_next/static/chunks/font.woff2'],
    ['a path outside the build folder', '/api/build-file'],
  ])('answers 404 to %s', async (_, pathname) => {
    const reply = await get(pathname)
    expect(reply.status).toBe(404)
    expect(reply.body.length).toBe(0)
  })

  it('answers 405 to a request that is not a read', async () => {
    const reply = await get('/_next/static/chunks/page.js', CHROMIUM, 'POST')
    expect(reply.status).toBe(405)
    expect(reply.headers.allow).toBe('GET, HEAD')
  })
})

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['BR', true],
    ['br;q=0.5', true],
    [' gzip ;q=1, br ; q=0.1', true],
    ['br;q=0', false],
    ['br;q=0.0', false],
    ['gzip', false],
    ['brotli', false],
    ['', false],
    [undefined, false],
  ])('%j: %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected)
  })
})
