#!/usr/bin/env node
// Requests/s of GET /api/v1/models through the studio vs GET /v1/models on the emulator,
// measured side by side in one run (alternating rounds), reported as a ratio. A third series,
// GET /api/session (a route handler that makes no upstream call), is the framework's own floor:
// what a Next.js route handler costs here before the proxy does anything.
// Needs a production build (npm run build). Usage: node bench/proxy-throughput.mjs [seconds]
import autocannon from 'autocannon'
import { connectDemo, startStack } from './lib/stack.mjs'

const seconds = Number(process.argv[2] ?? 8)
const ROUNDS = 3

function measure(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: 8, duration: seconds }, (error, result) => {
      if (error) return reject(error)
      if (result.non2xx > 0) return reject(new Error(`${url}: ${result.non2xx} non-2xx answers`))
      resolve(result.requests.average)
    })
  })
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
  console.log(`ratio studio/route floor: ${(mean(proxied) / mean(floor)).toFixed(3)}`)
} finally {
  stack.stop()
}
