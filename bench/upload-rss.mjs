#!/usr/bin/env node
// RSS growth of the studio server while a 500 MB upload streams through /api/v1/upload/media,
// the throughput vs a direct upload to the emulator (side by side), and a check that the bytes
// arrive intact. Needs a production build. Usage: node bench/upload-rss.mjs [megabytes]
import { createHash } from 'node:crypto'
import { connectDemo, mb, sampleRss, startStack } from './lib/stack.mjs'
import { multipartWav } from './lib/wav-stream.mjs'

const megabytes = Number(process.argv[2] ?? 500)
const totalBytes = megabytes * 1024 * 1024 - 4096 // just under the 500 MB limit with multipart framing

async function upload(url, headers) {
  const body = multipartWav(totalBytes)
  const started = performance.now()
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': body.contentType,
      'content-length': String(body.contentLength),
    },
    body: body.stream,
    duplex: 'half',
  })
  const json = await response.json()
  const seconds = (performance.now() - started) / 1000
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(json)}`)
  return { seconds, url: json.urls[0], digest: body.digest() }
}

async function sha256Of(url) {
  const hash = createHash('sha256')
  const response = await fetch(url)
  for await (const chunk of response.body) hash.update(chunk)
  return hash.digest('hex')
}

const stack = await startStack({ emulatorEnv: { EMULATOR_SEED_HISTORY: 'false' } })
try {
  const cookie = await connectDemo(stack.studioUrl)
  const direct = await upload(`${stack.emulatorUrl}/v1/upload/media`, {
    'x-api-key': 'sk_live_demo_creator',
  })
  const rss = sampleRss(stack.studio.pid)
  const proxied = await upload(`${stack.studioUrl}/api/v1/upload/media`, {
    cookie,
    origin: stack.studioUrl,
  })
  const memory = rss.stop()
  const intact = (await sha256Of(proxied.url)) === proxied.digest
  const rate = (r) => (megabytes / r.seconds).toFixed(1)
  console.log(`upload size            : ${megabytes} MB`)
  console.log(`direct to emulator     : ${direct.seconds.toFixed(1)} s (${rate(direct)} MB/s)`)
  console.log(`through the studio     : ${proxied.seconds.toFixed(1)} s (${rate(proxied)} MB/s)`)
  console.log(
    `throughput ratio       : ${(direct.seconds / proxied.seconds).toFixed(3)} (target >= 0.8)`,
  )
  console.log(
    `studio RSS             : baseline ${mb(memory.baseline)}, peak ${mb(memory.peak)}, growth ${mb(memory.growth)} (target < 64 MB)`,
  )
  console.log(`bytes intact (sha256)  : ${intact ? 'yes' : 'NO'}`)
  if (!intact) process.exitCode = 1
} finally {
  stack.stop()
}
