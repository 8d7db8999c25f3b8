#!/usr/bin/env node
// Requests/s of GET /api/v1/models through the studio vs GET /v1/models on the emulator,
// measured side by side in one run (alternating rounds), reported as a ratio. A third series,
// GET /api/session (an App Router route handler that makes no upstream call), is the framework's
// own floor: what a Next.js route handler costs here before doing anything. The proxy itself is a
// Pages API route on Node's request and response (pages/api/service-proxy.ts).
// A last pair of series at 1 connection gives the latency the proxy adds (p50, direct vs studio).
// Needs a production build (npm run build). Usage: node bench/proxy-throughput.mjs [seconds]
import autocannon from 'autocannon'
import { Agent, get } from 'node:http'
import { connectDemo, startStack } from './lib/stack.mjs'

const seconds = Number(process.argv[2] ?? 8)
const ROUNDS = 3

function run(url, headers, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections, duration: seconds }, (error, result) => {
      if (error) return reject(error)
      if (result.non2xx > 0) return reject(new Error(`${url}: ${result.non2xx} non-2xx answers`))
      resolve(result)
    })
  })
}
const measure = async (url, headers) => (await run(url, headers, 8)).requests.average

/** Median latency (ms, sub-millisecond) of `count` requests one after another on one connection. */
async function p50(url, headers, count = 1500) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const times = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    await new Promise((resolve, reject) => {
      get(url, { headers, agent }, (res) => {
        res.resume()
        res.once('end', resolve)
      }).once('error', reject)
    })
    times.push(performance.now() - started)
  }
  agent.destroy()
  times.sort((a, b) => a - b)
  return Number(times[Math.floor(times.length / 2)].toFixed(2))
}

// Rate limits are lifted for the benchmark only: they would turn the load into 429s.
const stack = await startStack({
  emulatorEnv: { EMULATOR_RATE_LIMIT_SCALE: '100000', EMULATOR_SEED_HISTORY: 'false' },
})
try {
  const cookie = await connectDemo(stack.studioUrl)
  const direct = []
  const proxied = []
  const floor = []
  await measure(`${stack.studioUrl}/api/v1/models`, { cookie }) // warm-up (JIT, connections)
  for (let round = 0; round < ROUNDS; round++) {
    direct.push(
      await measure(`${stack.emulatorUrl}/v1/models`, { 'x-api-key': 'sk_live_demo_creator' }),
    )
    proxied.push(await measure(`${stack.studioUrl}/api/v1/models`, { cookie }))
    floor.push(await measure(`${stack.studioUrl}/api/session`, { cookie }))
  }
  const directP50 = []
  const proxiedP50 = []
  for (let round = 0; round < ROUNDS; round++) {
    directP50.push(
      await p50(`${stack.emulatorUrl}/v1/models`, { 'x-api-key': 'sk_live_demo_creator' }),
    )
    proxiedP50.push(await p50(`${stack.studioUrl}/api/v1/models`, { cookie }))
  }
  const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length
  console.log(
    `emulator direct : ${direct.map((v) => v.toFixed(0)).join(', ')} req/s (mean ${mean(direct).toFixed(0)})`,
  )
  console.log(
    `through studio  : ${proxied.map((v) => v.toFixed(0)).join(', ')} req/s (mean ${mean(proxied).toFixed(0)})`,
  )
  console.log(
    `route floor     : ${floor.map((v) => v.toFixed(0)).join(', ')} req/s (mean ${mean(floor).toFixed(0)}, GET /api/session, no upstream call)`,
  )
  console.log(`ratio studio/direct: ${(mean(proxied) / mean(direct)).toFixed(3)} (target >= 0.85)`)
  console.log(
    `ratio studio/route floor: ${(mean(proxied) / mean(floor)).toFixed(3)} (target >= 0.85)`,
  )
  console.log(
    `p50 at 1 connection: direct ${directP50.join(', ')} ms, studio ${proxiedP50.join(', ')} ms; ` +
      `added ${(mean(proxiedP50) - mean(directP50)).toFixed(2)} ms (target <= 2)`,
  )
} finally {
  stack.stop()
}
