import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readStoredZip } from '@/lib/test/read-zip'

// Two servers: the service's media host (allowed) and another host that must never be called.
const hits: string[] = []
let bigSent = 0
const BIG = 64 * 1024 * 1024
const foreignHits: string[] = []
function serve(record: string[]): Promise<Server> {
  const server = createServer((req, res) => {
    record.push(req.url ?? '')
    if (req.url?.startsWith('/redirect')) {
      res.writeHead(302, { location: `${foreignOrigin}/secret` }).end()
    } else if (req.url?.startsWith('/gone')) {
      res.writeHead(404).end()
    } else if (req.url?.startsWith('/big')) {
      // 64 MiB in 64 KiB chunks, written only as fast as the reader takes them.
      res.writeHead(200, { 'content-type': 'video/mp4' })
      const chunk = Buffer.alloc(64 * 1024, 7)
      let left = BIG / chunk.byteLength
      bigSent = 0
      const pump = () => {
        while (left > 0) {
          left--
          bigSent += chunk.byteLength
          if (!res.write(chunk)) return void res.once('drain', pump)
        }
        res.end()
      }
      pump()
    } else {
      res.writeHead(200, { 'content-type': 'image/png' }).end(`bytes of ${req.url}`)
    }
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}
const media = await serve(hits)
const foreign = await serve(foreignHits)
const mediaOrigin = `http://127.0.0.1:${(media.address() as AddressInfo).port}`
const foreignOrigin = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}`

process.env.SESSION_SECRET = 'z'.repeat(40)
process.env.STUDIO_MEDIA_ORIGINS = mediaOrigin
const { newSession, sealSession } = await import('@/lib/server/session')
const { POST } = await import('./route')

const ORIGIN = 'http://localhost:3000'
let cookie = ''
beforeAll(async () => {
  cookie = `media_studio_session=${await sealSession(newSession('sk_live_zipper'))}`
})
afterAll(() => {
  media.close()
  foreign.close()
})

function post(items: unknown, init: { origin?: string; cookie?: string; raw?: string } = {}) {
  const form = new URLSearchParams({ items: JSON.stringify(items) }).toString()
  const headers: Record<string, string> = {
    origin: init.origin ?? ORIGIN,
    'content-type': 'application/x-www-form-urlencoded',
  }
  if (init.cookie ?? cookie) headers.cookie = init.cookie ?? cookie
  const request = new Request(`${ORIGIN}/api/studio/downloads`, {
    method: 'POST',
    headers,
    body: init.raw ?? form,
  })
  return POST(request)
}

describe('the ZIP of several outputs', () => {
  it('holds every file under its own name', async () => {
    const response = await post([
      { url: `${mediaOrigin}/a.png?sig=1`, name: 'A harbour.png' },
      { url: `${mediaOrigin}/b.png?sig=2`, name: 'A harbour.png' },
    ])
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/)
    const entries = readStoredZip(Buffer.from(await response.arrayBuffer()))
    expect([...entries.keys()]).toEqual(['A harbour.png', 'A harbour (2).png'])
    expect(entries.get('A harbour (2).png')?.toString()).toBe('bytes of /b.png?sig=2')
  })

  it('refuses a list naming another host, in words, and fetches nothing', async () => {
    hits.length = 0
    foreignHits.length = 0
    const response = await post([
      { url: `${mediaOrigin}/a.png`, name: 'mine.png' },
      { url: `${foreignOrigin}/secret`, name: 'theirs.png' },
    ])
    expect(response.status).toBe(400)
    const json = (await response.json()) as { message: string }
    expect(json.message).toBe(
      '“theirs.png” is not a file of the service, so the studio will not fetch it. Nothing was downloaded.',
    )
    expect(foreignHits).toEqual([])
    expect(hits).toEqual([])
  })

  it.each([
    ['a file: URL', 'file:///etc/passwd'],
    ['credentials in the URL', mediaOrigin.replace('http://', 'http://user:pw@') + '/a.png'],
    ['not a URL', 'a.png'],
  ])('refuses %s', async (_what, url) => {
    const response = await post([{ url, name: 'x.png' }])
    expect(response.status).toBe(400)
  })

  it('follows no redirect: a file that moves elsewhere is left out and named in a note', async () => {
    foreignHits.length = 0
    const response = await post([
      { url: `${mediaOrigin}/redirect`, name: 'moved.png' },
      { url: `${mediaOrigin}/gone`, name: 'gone.png' },
      { url: `${mediaOrigin}/c.png`, name: 'kept.png' },
    ])
    const entries = readStoredZip(Buffer.from(await response.arrayBuffer()))
    expect([...entries.keys()]).toEqual(['kept.png', 'not-included.txt'])
    expect(entries.get('not-included.txt')?.toString()).toContain('moved.png')
    expect(entries.get('not-included.txt')?.toString()).toContain('gone.png')
    expect(foreignHits).toEqual([])
  })

  it('refuses an empty list, too many files and an over-long body, in words', async () => {
    const empty = await post([])
    expect(((await empty.json()) as { message: string }).message).toBe(
      'Choose at least one output to download.',
    )
    const many = Array.from({ length: 201 }, (_, i) => ({ url: `${mediaOrigin}/${i}`, name: 'x' }))
    const tooMany = await post(many)
    expect(((await tooMany.json()) as { message: string }).message).toMatch(/at most 200/)
    const huge = await post([], { raw: `items=${'x'.repeat(600 * 1024)}` })
    expect(huge.status).toBe(413)
  })

  it('needs a session and a same-site Origin', async () => {
    const item = [{ url: `${mediaOrigin}/a.png`, name: 'a.png' }]
    expect((await post(item, { cookie: 'x=y' })).status).toBe(401)
    expect((await post(item, { origin: 'https://evil.example' })).status).toBe(403)
  })

  it('streams: the file is pulled from the service only as fast as the browser takes the ZIP', async () => {
    const response = await post([{ url: `${mediaOrigin}/big.mp4`, name: 'big.mp4' }])
    const reader = response.body!.getReader()
    const first = await reader.read()
    expect(first.value?.byteLength).toBeGreaterThan(0)
    await new Promise((resolve) => setTimeout(resolve, 300))
    // Nobody reads the ZIP now: what the service sent stays within the buffers along the way
    // (sockets, a few chunks), far below the file, instead of being gathered in memory.
    expect(bigSent).toBeLessThan(BIG / 2)
    await reader.cancel()
  })
})
