#!/usr/bin/env node
// What a few small requests make the studio do, against the production build's standalone server
// and a stand-in service that counts what reaches it (docs/performance.md, "Requests that cost the
// studio more than the caller"):
//   1. sign-in guessing: 2,000 random keys from one address, then a valid key;
//   2. /api/ready hammered for a few seconds: calls answered vs calls made to the service;
//   3. ZIP downloads: twenty at once from one account, each listing 200 files of 201 MB, while
//      /api/health is timed; and one ZIP whose file stalls after its first bytes.
// Needs a production build (npx next build). Usage: node bench/studio-amplifiers.mjs [seconds]
// BENCH_STUDIO_PORT / BENCH_UPSTREAM_PORT choose the ports (default 3510 / 4510).
import { randomBytes } from 'node:crypto'
import { createServer, request as httpRequest } from 'node:http'
import { startStandalone } from '../scripts/lib/standalone.mjs'

const seconds = Number(process.argv[2] ?? 10)
const VALID_KEY = 'sk_live_bench_valid_key'
const FILE_BYTES = 201 * 1024 * 1024
const CHUNK = Buffer.alloc(256 * 1024, 7)

const counts = { balance: 0, mediaBytes: 0 }
const upstream = createServer((req, res) => {
  if (req.url === '/v1/balance') {
    counts.balance += 1
    const ok = req.headers['x-api-key'] === VALID_KEY
    res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' })
    return res.end(JSON.stringify(ok ? { credits: 10 } : { detail: 'Invalid API key' }))
  }
  if (req.url?.startsWith('/media/stall')) {
    // The first bytes, then nothing: a media origin that hangs mid-file.
    res.writeHead(200, { 'content-type': 'video/mp4' })
    return res.write(CHUNK)
  }
  if (req.url?.startsWith('/media/')) {
    res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': FILE_BYTES })
    let left = FILE_BYTES
    const pump = () => {
      while (left > 0 && !res.destroyed) {
        const part = left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left)
        left -= part.length
        counts.mediaBytes += part.length
        if (!res.write(part)) return void res.once('drain', pump)
      }
      res.end()
    }
    return pump()
  }
  res.writeHead(404).end()
})
await new Promise((resolve) =>
  upstream.listen(Number(process.env.BENCH_UPSTREAM_PORT ?? 4510), '127.0.0.1', resolve),
)
const upstreamUrl = `http://127.0.0.1:${upstream.address().port}`
const studio = await startStandalone(Number(process.env.BENCH_STUDIO_PORT ?? 3510), {
  STUDIO_UPSTREAM_URL: upstreamUrl,
  SESSION_SECRET: 'bench-secret-'.repeat(4),
  STUDIO_UPSTREAM_IDLE_TIMEOUT_MS: '3000',
})
const { origin } = studio
const json = { 'content-type': 'application/json', origin }

/** Runs `task` from `width` workers until `until()` says stop; returns the statuses seen. */
async function pool(width, until, task) {
  const statuses = {}
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (!until()) {
        const status = await task().catch(() => 0)
        statuses[status] = (statuses[status] ?? 0) + 1
      }
    }),
  )
  return statuses
}

/** A sign-in from `from` (any 127.x.y.z is this machine): the status, cookie and Retry-After. */
const signIn = (apiKey, from = '127.0.0.1') =>
  new Promise((resolve, reject) => {
    const body = JSON.stringify({ apiKey })
    const request = httpRequest(`${origin}/api/session`, {
      method: 'POST',
      localAddress: from,
      headers: { ...json, 'content-length': Buffer.byteLength(body) },
    })
    request.once('response', (answer) => {
      answer.resume()
      answer.once('end', () =>
        resolve({
          status: answer.statusCode,
          cookie: answer.headers['set-cookie']?.[0]?.split(';')[0] ?? '',
          retryAfter: answer.headers['retry-after'] ?? 'no',
        }),
      )
    })
    request.once('error', reject).end(body)
  })

try {
  // 1. Sign-in guessing, after a sign-in that the ZIPs below use.
  const { cookie } = await signIn(VALID_KEY)
  let tried = 0
  const started = performance.now()
  const balanceBefore = counts.balance
  const guesses = await pool(
    16,
    () => tried >= 2000,
    async () => {
      tried += 1
      return (await signIn(`sk_live_${randomBytes(12).toString('hex')}`)).status
    },
  )
  const guessSeconds = ((performance.now() - started) / 1000).toFixed(1)
  const reached = counts.balance - balanceBefore
  const same = await signIn(VALID_KEY)
  const other = await signIn(VALID_KEY, '127.0.0.2')
  console.log(
    `sign-in: 2000 random keys from one address in ${guessSeconds} s, answers ${JSON.stringify(guesses)}, ` +
      `${reached} reached the service; the valid key right after from the same address: ` +
      `${same.status} (Retry-After: ${same.retryAfter}), from another address: ${other.status}`,
  )

  // 2. Readiness.
  const readyStart = counts.balance
  const readyUntil = Date.now() + seconds * 1000
  const ready = await pool(
    32,
    () => Date.now() > readyUntil,
    async () => {
      const answer = await fetch(`${origin}/api/ready`)
      await answer.arrayBuffer()
      return answer.status
    },
  )
  const answered = Object.values(ready).reduce((a, b) => a + b, 0)
  const service = counts.balance - readyStart
  console.log(
    `ready: ${answered} calls in ${seconds} s (${JSON.stringify(ready)}), ` +
      `${service} service calls = ${(service / seconds).toFixed(1)}/s`,
  )

  // 3. ZIP downloads: twenty at once, one account, read as fast as they come, for `seconds`.
  const items = Array.from({ length: 200 }, (_, i) => ({
    url: `${upstreamUrl}/media/${i}.mp4`,
    name: `${i}.mp4`,
  }))
  const form = new URLSearchParams({ items: JSON.stringify(items) }).toString()
  const zipHeaders = { 'content-type': 'application/x-www-form-urlencoded', origin, cookie }
  const zipController = new AbortController()
  const bytesBefore = counts.mediaBytes
  const zipStatuses = {}
  const zips = Array.from({ length: 20 }, async () => {
    const answer = await fetch(`${origin}/api/studio/downloads`, {
      method: 'POST',
      headers: zipHeaders,
      body: form,
      signal: zipController.signal,
    })
    zipStatuses[answer.status] = (zipStatuses[answer.status] ?? 0) + 1
    const reader = answer.body.getReader()
    while (!(await reader.read()).done);
  })
  const healthTimes = []
  const zipUntil = Date.now() + seconds * 1000
  while (Date.now() < zipUntil) {
    const at = performance.now()
    await fetch(`${origin}/api/health`).then((answer) => answer.arrayBuffer())
    healthTimes.push(performance.now() - at)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  zipController.abort()
  await Promise.allSettled(zips)
  healthTimes.sort((a, b) => a - b)
  const median = healthTimes[Math.floor(healthTimes.length / 2)].toFixed(0)
  const worst = healthTimes.at(-1).toFixed(0)
  console.log(
    `zip: 20 at once from one account (200 x 201 MB each): answers ${JSON.stringify(zipStatuses)}, ` +
      `${((counts.mediaBytes - bytesBefore) / 1e9).toFixed(2)} GB pulled in ${seconds} s; ` +
      `/api/health median ${median} ms, worst ${worst} ms`,
  )

  // One ZIP whose only file stalls after 256 KiB: how long until the answer ends?
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const stallStart = performance.now()
  const stalled = await fetch(`${origin}/api/studio/downloads`, {
    method: 'POST',
    headers: zipHeaders,
    body: new URLSearchParams({
      items: JSON.stringify([{ url: `${upstreamUrl}/media/stall.mp4`, name: 'stall.mp4' }]),
    }).toString(),
    signal: AbortSignal.timeout(20_000),
  })
  const ended = await stalled
    .arrayBuffer()
    .then(() => `ended after ${((performance.now() - stallStart) / 1000).toFixed(1)} s`)
    .catch(() => 'still open after 20 s (given up)')
  console.log(`zip with a stalled file (${stalled.status}): ${ended}`)
} finally {
  studio.stop()
  upstream.closeAllConnections()
  upstream.close()
}
