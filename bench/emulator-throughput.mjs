#!/usr/bin/env node
// Requests/s of the emulator for a catalog read (GET /v1/models) and a status poll
// (GET /v1/generate/media/{id} of a completed image job), with autocannon against a child process.
// Usage: node bench/emulator-throughput.mjs [seconds per round]
import autocannon from 'autocannon'
import { startEmulatorProcess } from './lib/emulator-process.mjs'

const seconds = Number(process.argv[2] ?? 8)
const ROUNDS = 2
const headers = { 'x-api-key': 'sk_live_demo_creator' }

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: 8, duration: seconds }, (error, result) => {
      if (error) return reject(error)
      if (result.non2xx > 0) return reject(new Error(`${url}: ${result.non2xx} non-2xx answers`))
      resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 })
    })
  })
}

async function completedJob(base) {
  const started = await fetch(`${base}/v1/generate/media`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'nano-banana', prompt: 'a lighthouse at dusk' }),
  }).then((r) => r.json())
  for (;;) {
    const status = await fetch(`${base}/v1/generate/media/${started.generation_id}`, { headers })
    const body = await status.json()
    if (body.status === 'completed') return body.id
    if (body.status === 'failed') throw new Error(body.error_message)
    await new Promise((r) => setTimeout(r, 100))
  }
}

const emulator = await startEmulatorProcess()
try {
  const targets = {
    'GET /v1/models': `${emulator.url}/v1/models`,
    'GET /v1/generate/media/{id}': `${emulator.url}/v1/generate/media/${await completedJob(emulator.url)}`,
  }
  const results = Object.fromEntries(Object.keys(targets).map((name) => [name, []]))
  for (const url of Object.values(targets)) await measure(url) // warm-up (JIT, connections)
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, url] of Object.entries(targets)) results[name].push(await measure(url))
  }
  for (const [name, runs] of Object.entries(results)) {
    const mean = runs.reduce((sum, r) => sum + r.rps, 0) / runs.length
    const rounds = runs.map((r) => `${r.rps.toFixed(0)} (p50 ${r.p50} ms, p99 ${r.p99} ms)`)
    console.log(`${name.padEnd(28)}: ${rounds.join(', ')} -> mean ${mean.toFixed(0)} req/s`)
  }
} finally {
  await emulator.stop()
}
