#!/usr/bin/env node
// The emulator's RSS growth (VmRSS of its process) while a 500 MB multipart upload streams into
// POST /v1/upload/media (body generated on the fly, never in memory), and a sha256 check that the
// stored file is byte-identical. Usage: node bench/emulator-upload-rss.mjs [megabytes]
import { createHash } from 'node:crypto'
import { mb } from './lib/stack.mjs'
import { startEmulatorProcess, sampleVmRss } from './lib/emulator-process.mjs'
import { multipartWav } from './lib/wav-stream.mjs'

const megabytes = Number(process.argv[2] ?? 500)
const totalBytes = megabytes * 1024 * 1024 - 4096 // just under the 500 MiB limit with multipart framing
const TARGET = 100 * 1024 * 1024

async function sha256Of(url) {
  const hash = createHash('sha256')
  const response = await fetch(url)
  for await (const chunk of response.body) hash.update(chunk)
  return hash.digest('hex')
}

const emulator = await startEmulatorProcess()
try {
  const body = multipartWav(totalBytes)
  const rss = sampleVmRss(emulator.pid)
  const started = performance.now()
  const response = await fetch(`${emulator.url}/v1/upload/media`, {
    method: 'POST',
    headers: {
      'x-api-key': 'sk_live_demo_creator',
      'content-type': body.contentType,
      'content-length': String(body.contentLength),
    },
    body: body.stream,
    duplex: 'half',
  })
  const json = await response.json()
  const elapsed = (performance.now() - started) / 1000
  const memory = rss.stop()
  if (!response.ok) throw new Error(`upload: ${response.status} ${JSON.stringify(json)}`)
  const intact = (await sha256Of(json.urls[0])) === body.digest()
  console.log(
    `upload size           : ${megabytes} MB in ${elapsed.toFixed(1)} s (${(megabytes / elapsed).toFixed(0)} MB/s)`,
  )
  console.log(
    `emulator VmRSS        : baseline ${mb(memory.baseline)}, peak ${mb(memory.peak)}, growth ${mb(memory.growth)} (target < ${mb(TARGET)})`,
  )
  console.log(`bytes intact (sha256) : ${intact ? 'yes' : 'NO'}`)
  if (!intact || memory.growth >= TARGET) process.exitCode = 1
} finally {
  await emulator.stop()
}
