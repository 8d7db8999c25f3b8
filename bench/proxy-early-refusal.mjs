#!/usr/bin/env node
// How often the service's early 413 reaches the client through the studio: uploads declaring
// 600 MiB (Content-Length) that stream until answered, and chunked uploads that run past the
// 500 MiB limit. Every answer should be 413 file_too_large; a lost one shows as 502 or a reset.
// Against a running `npm start`: STUDIO_URL=http://127.0.0.1:3201 node bench/proxy-early-refusal.mjs [count]
// (ONLY=length or ONLY=chunked runs one of the two.)
import { request } from 'node:http'
import { connectDemo } from './lib/stack.mjs'

const studioUrl = process.env.STUDIO_URL ?? 'http://127.0.0.1:3201'
const count = Number(process.argv[2] ?? 20)
const boundary = 'bench-early-refusal'
const partHead = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.wav"\r\n` +
    'Content-Type: audio/wav\r\n\r\n',
)

/** Streams until the studio answers; resolves with the status and code, or the network error. */
function upload(cookie, declared) {
  return new Promise((resolve) => {
    const req = request(`${studioUrl}/api/v1/upload/media`, {
      method: 'POST',
      headers: {
        cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(declared ? { 'content-length': String(declared) } : {}),
      },
    })
    const chunk = Buffer.alloc(1024 * 1024, 3)
    let answered = false
    const pump = () => {
      while (!answered) if (!req.write(chunk)) return void req.once('drain', pump)
    }
    req.on('response', (res) => {
      answered = true
      let text = ''
      res.on('data', (c) => (text += c))
      res.on('end', () => {
        req.destroy()
        resolve(`${res.statusCode} ${/"error":"(\w+)"/.exec(text)?.[1] ?? ''}`.trim())
      })
    })
    req.on('error', (error) => {
      if (!answered) resolve(error.code ?? 'error')
      answered = true
    })
    req.write(partHead)
    pump()
  })
}

const modes = [
  ['Content-Length 600 MiB', 'creator', 600 * 1024 * 1024],
  ['chunked, past 500 MiB', 'team', null],
].filter(([, , declared]) => !process.env.ONLY || (process.env.ONLY === 'chunked') === !declared)
for (const [label, demo, declared] of modes) {
  const cookie = await connectDemo(studioUrl, demo)
  const tally = {}
  const started = performance.now()
  for (let i = 0; i < count; i += 1) {
    const outcome = await upload(cookie, declared)
    tally[outcome] = (tally[outcome] ?? 0) + 1
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`${label.padEnd(24)} ${JSON.stringify(tally)} (${count} uploads, ${seconds} s)`)
}
