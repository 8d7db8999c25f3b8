import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'

// A media origin whose files start and then wait: a ZIP of one stays open until it is cancelled.
const held = new Set<ServerResponse>()
const media = createServer((req, res) => {
  if (req.url?.startsWith('/huge')) {
    // Announces 3 GiB: more than a ZIP holds of one file; it must not be pulled.
    res.writeHead(200, { 'content-length': String(3 * 1024 ** 3) })
    return void res.write(Buffer.alloc(64 * 1024, 3))
  }
  res.writeHead(200, { 'content-type': 'video/mp4' })
  res.write(Buffer.alloc(1024, 1))
  held.add(res)
})
await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve))
const mediaOrigin = `http://127.0.0.1:${(media.address() as AddressInfo).port}`
afterAll(() => {
  for (const res of held) res.destroy()
  media.closeAllConnections()
  media.close()
})

process.env.SESSION_SECRET = 'z'.repeat(40)
process.env.STUDIO_MEDIA_ORIGINS = mediaOrigin
const { newSession, sealSession } = await import('@/lib/server/session')
const { POST } = await import('./route')
const { ZIPS_PER_ACCOUNT } = await import('@/lib/server/downloads/zip-limits')
const { readStoredZip } = await import('@/lib/test/read-zip')

const ORIGIN = 'http://localhost:3000'
const cookieOf = async (key: string) => `media_studio_session=${await sealSession(newSession(key))}`

function zip(cookie: string, path = '/slow.mp4') {
  const items = JSON.stringify([{ url: `${mediaOrigin}${path}`, name: 'a.mp4' }])
  return POST(
    new Request(`${ORIGIN}/api/studio/downloads`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ items }).toString(),
    }),
  )
}

describe('ZIP downloads made at once', () => {
  it(`makes ${ZIPS_PER_ACCOUNT} at a time for one account, refuses more in words, and frees a place when one is cancelled`, async () => {
    const one = await cookieOf('sk_live_zip_one')
    const open = [await zip(one), await zip(one)]
    expect(open.map((answer) => answer.status)).toEqual([200, 200])
    const readers = open.map((answer) => answer.body!.getReader())
    await Promise.all(readers.map((reader) => reader.read()))

    const third = await zip(one)
    expect(third.status).toBe(429)
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(((await third.json()) as { message: string }).message).toBe(
      'Your account already has 2 ZIP downloads being made. Wait until one has finished, then download this one.',
    )

    // Another account is not held back by this one's downloads.
    const other = await zip(await cookieOf('sk_live_zip_two'))
    expect(other.status).toBe(200)
    await other.body!.cancel()

    await readers[0]!.cancel()
    await expect
      .poll(async () => {
        const again = await zip(one)
        if (again.status === 200) await again.body!.cancel()
        return again.status
      })
      .toBe(200)
    await readers[1]!.cancel()
  })

  it('leaves out a file announced larger than a ZIP holds of one file, without pulling it', async () => {
    const answer = await zip(await cookieOf('sk_live_zip_three'), '/huge.mp4')
    const entries = readStoredZip(Buffer.from(await answer.arrayBuffer()))
    expect([...entries.keys()]).toEqual(['not-included.txt'])
    expect(entries.get('not-included.txt')?.toString()).toMatch(
      /a\.mp4: left out, 3 GB is more than a ZIP holds of one file \(1 GB\)/,
    )
  })
})
