#!/usr/bin/env node
// How long the studio waits for a service that has stopped answering (SIGSTOP): a GET and a
// small upload should both end in 504 after the studio's answer timeout, not hang.
// Against a running `npm start` whose emulator has pid EMULATOR_PID:
//   STUDIO_URL=http://127.0.0.1:3201 EMULATOR_PID=<pid> node bench/proxy-stopped-upstream.mjs
import { connectDemo } from './lib/stack.mjs'

const studioUrl = process.env.STUDIO_URL ?? 'http://127.0.0.1:3201'
const pid = Number(process.env.EMULATOR_PID)
if (!pid) throw new Error('Set EMULATOR_PID to the emulator process id')
const cookie = await connectDemo(studioUrl)

async function timed(label, path, init = {}) {
  const started = performance.now()
  const response = await fetch(`${studioUrl}${path}`, {
    ...init,
    headers: { cookie, ...init.headers },
    signal: AbortSignal.timeout(60_000),
  }).catch((error) => ({ status: error.name }))
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`${label.padEnd(14)} ${response.status} after ${seconds} s`)
}

const form = new FormData()
form.append('file', new Blob([new Uint8Array(64 * 1024)], { type: 'audio/wav' }), 'small.wav')
process.kill(pid, 'SIGSTOP')
try {
  await timed('GET balance', '/api/v1/balance')
  await timed('upload 64 KiB', '/api/v1/upload/media', { method: 'POST', body: form })
} finally {
  process.kill(pid, 'SIGCONT')
}
