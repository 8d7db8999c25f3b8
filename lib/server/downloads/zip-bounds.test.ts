import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { readStoredZip } from '@/lib/test/read-zip'
import { zipStream } from './zip-stream'
import type { ZipLimits } from './zip-limits'

// A media origin whose files are made to order: `/<bytes>` (announced), `/chunked/<bytes>` (no
// length given), `/stall` (64 KiB then silence), `/silent` (no answer at all). It counts what it
// sends, so a test sees what a ZIP made the studio pull.
let sent = 0
const sockets = new Set<import('node:net').Socket>()
const origin: Server = createServer((req, res) => {
  const url = req.url ?? '/'
  if (url === '/silent') return
  if (url === '/stall') {
    res.writeHead(200, { 'content-type': 'video/mp4' })
    sent += 64 * 1024
    return void res.write(Buffer.alloc(64 * 1024, 1))
  }
  const chunked = url.startsWith('/chunked/')
  let left = Number(url.split('/').pop())
  res.writeHead(200, chunked ? {} : { 'content-length': String(left) })
  const chunk = Buffer.alloc(16 * 1024, 2)
  const pump = () => {
    while (left > 0 && !res.destroyed) {
      const part = chunk.subarray(0, Math.min(left, chunk.length))
      left -= part.length
      sent += part.length
      if (!res.write(part)) return void res.once('drain', pump)
    }
    res.end()
  }
  pump()
})
origin.on('connection', (socket) => {
  sockets.add(socket)
  socket.once('close', () => sockets.delete(socket))
})
await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve))
const base = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`
afterAll(() => {
  for (const socket of sockets) socket.destroy()
  origin.close()
})

const KB = 1024
const LIMITS: ZipLimits = {
  entryBytes: 256 * KB,
  totalBytes: 600 * KB,
  headersMs: 300,
  idleMs: 300,
}

async function zipOf(paths: string[], limits = LIMITS) {
  sent = 0
  let ended = 0
  const stream = zipStream(
    paths.map((path, i) => ({ url: `${base}${path}`, name: `${i}.mp4` })),
    { mediaOrigins: [base], limits, onEnd: () => (ended += 1) },
  )
  const started = performance.now()
  const zip = readStoredZip(Buffer.from(await new Response(stream).arrayBuffer()))
  return {
    zip,
    ms: performance.now() - started,
    note: zip.get('not-included.txt')?.toString() ?? '',
    ended,
  }
}

describe('what one ZIP may pull from the media origin', () => {
  it('leaves out a file whose announced size is over the limit, without pulling it', async () => {
    const { zip, note } = await zipOf(['/100000', `/${64 * 1024 * KB}`])
    expect([...zip.keys()]).toEqual(['0.mp4', 'not-included.txt'])
    expect(note).toMatch(/^1\.mp4: left out, 64 MB is more than a ZIP holds of one file \(1 MB\)$/m)
    // The whole first file, and of the second no more than the sockets' buffers held.
    expect(sent).toBeLessThan(16 * 1024 * KB)
  })

  it('counts the bytes of a file that gives no size, and cuts it at the limit', async () => {
    const { zip, note } = await zipOf([`/chunked/${8 * 1024 * KB}`])
    expect(zip.get('0.mp4')?.byteLength).toBe(256 * KB)
    expect(note).toMatch(/^0\.mp4: cut short: a ZIP holds at most 1 MB, and a file at most 1 MB$/m)
    expect(sent).toBeLessThan(8 * 1024 * KB)
  })

  it('stops adding files once the ZIP holds its total', async () => {
    const { zip, note } = await zipOf(['/250000', '/250000', '/250000', '/1000'])
    expect([...zip.keys()]).toEqual(['0.mp4', '1.mp4', '3.mp4', 'not-included.txt'])
    expect(note).toMatch(/^2\.mp4: left out, 1 MB would take the ZIP past its 1 MB$/m)
  })

  it('cuts a file whose origin goes silent, and ends the ZIP', async () => {
    const { zip, note, ms, ended } = await zipOf(['/stall', '/1000'])
    expect(zip.get('0.mp4')?.byteLength).toBe(64 * KB)
    expect(zip.get('1.mp4')?.byteLength).toBe(1000)
    expect(note).toMatch(/^0\.mp4: cut short: the service sent nothing for 0\.3 s$/m)
    expect(ms).toBeLessThan(300 * 10)
    expect(ended).toBe(1)
  })

  it('gives up on a file whose answer never begins', async () => {
    const { zip, note, ms } = await zipOf(['/silent', '/1000'])
    expect([...zip.keys()]).toEqual(['1.mp4', 'not-included.txt'])
    expect(note).toMatch(/^0\.mp4: the service did not send it$/m)
    expect(ms).toBeLessThan(300 * 10)
  })

  it('does not count a browser that stops reading for a while as a silent origin', async () => {
    const big = 16 * 1024 * KB // more than the buffers between the origin and the browser hold
    const stream = zipStream([{ url: `${base}/${big}`, name: 'a.mp4' }], {
      mediaOrigins: [base],
      limits: { ...LIMITS, entryBytes: big, totalBytes: big, idleMs: 100 },
    })
    const reader = stream.getReader()
    const parts: Uint8Array[] = [(await reader.read()).value as Uint8Array]
    await new Promise((resolve) => setTimeout(resolve, 500)) // five times the idle limit
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      parts.push(next.value as Uint8Array)
    }
    const zip = readStoredZip(Buffer.concat(parts))
    expect(zip.get('a.mp4')?.byteLength).toBe(big)
    expect(zip.has('not-included.txt')).toBe(false)
  })
})
