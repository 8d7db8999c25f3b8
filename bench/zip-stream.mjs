#!/usr/bin/env node
// RSS growth of the studio's ZIP download while it zips ~1 GB of outputs from a local fake media
// server (a separate process, so only the zipping side is measured), read at a steady pace like a
// browser writing to disk. Usage:
//   node --conditions=react-server --import tsx bench/zip-stream.mjs [megabytes] [files]
import { spawn } from 'node:child_process'
import { once } from 'node:events'

const megabytes = Number(process.argv[2] ?? 1024)
const files = Number(process.argv[3] ?? 8)
const perFile = Math.floor((megabytes * 1024 * 1024) / files)

// The fake media server: each file is generated chunk by chunk, written only as fast as it is read.
const serverSource = `
  const http = require('node:http')
  const chunk = Buffer.alloc(256 * 1024, 42)
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': ${perFile} })
    let left = ${perFile}
    const pump = () => {
      while (left > 0) {
        const part = left >= chunk.length ? chunk : chunk.subarray(0, left)
        left -= part.length
        if (!res.write(part)) return void res.once('drain', pump)
      }
      res.end()
    }
    pump()
  })
  server.listen(0, '127.0.0.1', () => console.log(server.address().port))
`
const media = spawn(process.execPath, ['-e', serverSource], {
  stdio: ['ignore', 'pipe', 'inherit'],
})
const [portLine] = await once(media.stdout, 'data')
const origin = `http://127.0.0.1:${String(portLine).trim()}`

const { zipStream } = await import('../lib/server/downloads/zip-stream.ts')
const items = Array.from({ length: files }, (_, i) => ({
  url: `${origin}/output-${i}.mp4?signature=x`,
  name: `output ${i + 1}.mp4`,
}))

globalThis.gc?.()
const baseline = process.memoryUsage().rss
let peak = baseline
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss)
}, 50)

const started = performance.now()
let bytes = 0
const reader = zipStream(items, { mediaOrigins: [origin] }).getReader()
for (;;) {
  const { done, value } = await reader.read()
  if (done) break
  bytes += value.byteLength
}
const seconds = (performance.now() - started) / 1000
clearInterval(sampler)
peak = Math.max(peak, process.memoryUsage().rss)
media.kill()

const mb = (n) => (n / 1024 / 1024).toFixed(1)
console.log(
  JSON.stringify({
    zippedMB: Number(mb(bytes)),
    files,
    seconds: Number(seconds.toFixed(1)),
    baselineRssMB: Number(mb(baseline)),
    peakRssMB: Number(mb(peak)),
    rssGrowthMB: Number(mb(peak - baseline)),
    growthPerGB: Number(((peak - baseline) / bytes).toFixed(4)),
  }),
)
