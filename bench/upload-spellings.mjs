#!/usr/bin/env node
// Studio RSS while a large upload is sent to each spelling of the upload route:
// the exact one streams through; any other must be refused without the body being buffered.
// Needs a production build. Usage: node bench/upload-spellings.mjs [megabytes]
import { request } from 'node:http'
import { connectDemo, mb, sampleRss, startStack } from './lib/stack.mjs'
import { multipartWav } from './lib/wav-stream.mjs'

const megabytes = Number(process.argv[2] ?? 400)
const totalBytes = megabytes * 1024 * 1024
const SPELLINGS = [
  '/api/v1/upload/media',
  '/api/v1/upload/%6dedia',
  '/api/v1/upload/%6Dedia',
  '/api/v1//upload/media',
  '/api//v1/upload/media',
  '/api/v1/upload/media/',
  '/api/v1/upload/MEDIA',
  '/api/v1/Upload/media',
]

/** Sends the body with backpressure until the server answers; returns status and bytes sent. */
function upload(url, headers) {
  const body = multipartWav(totalBytes)
  return new Promise((resolve, reject) => {
    let sent = 0
    const req = request(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': body.contentType,
        'content-length': String(body.contentLength),
      },
    })
    const reader = body.stream.getReader()
    let answered = false
    const pump = async () => {
      for (;;) {
        if (answered) return
        const { done, value } = await reader.read()
        if (done) return void req.end()
        sent += value.length
        if (!req.write(value)) await new Promise((r) => req.once('drain', r))
      }
    }
    req.once('response', (res) => {
      answered = true
      let text = ''
      res.on('data', (c) => (text += c))
      res.once('end', () => {
        req.destroy()
        resolve({ status: res.statusCode, sent, text: text.slice(0, 100) })
      })
    })
    // A refusal closes the connection: writes after it fail, and a reset may even beat the answer.
    req.on('error', (error) => {
      if (answered) return
      answered = true
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET')
        resolve({ status: 'closed', sent, text: error.code })
      else reject(error)
    })
    pump().catch(() => undefined)
  })
}

const stack = await startStack({ emulatorEnv: { EMULATOR_SEED_HISTORY: 'false' } })
try {
  const cookie = await connectDemo(stack.studioUrl)
  const origin = stack.studioUrl.replace('127.0.0.1', 'localhost')
  console.log(`upload of ${megabytes} MB to each spelling (studio RSS of the whole process tree)`)
  for (const path of SPELLINGS) {
    await new Promise((r) => setTimeout(r, 1500)) // let the previous upload's memory settle
    const rss = sampleRss(stack.studio.pid)
    const started = performance.now()
    const result = await upload(`${stack.studioUrl}${path}`, { cookie, origin })
    const memory = rss.stop()
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      `${path.padEnd(26)} ${String(result.status).padEnd(4)} sent ${mb(result.sent).padStart(9)} ` +
        `in ${seconds.padStart(5)} s  RSS baseline ${mb(memory.baseline)}, peak ${mb(memory.peak)}, growth ${mb(memory.growth)}`,
    )
  }
} finally {
  stack.stop()
}
