#!/usr/bin/env node
// What one sign-out costs with 1k and 200k sign-outs already on file, next to a cheap request
// (a health check) answered by the same server in the same run: the sign-out's mean time as a
// ratio of the health check's, the slowest health check while sign-outs run, and the longest
// event-loop stall (perf_hooks) during the sign-outs and during a compaction of the log.
//   node --conditions=react-server bench/signout-cost.mjs [sign-outs per size]
// The store before the sign-out log (one JSON object read, parsed and rewritten per sign-out):
//   BENCH_BEFORE=<git commit> node --conditions=react-server bench/signout-cost.mjs 20
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { require as requireTs } from 'tsx/cjs/api'

const signOuts = Number(process.argv[2] ?? 200)
const SIZES = [1_000, 200_000]
const FOURTEEN_DAYS = 14 * 24 * 3600 * 1000
const before = process.env.BENCH_BEFORE

/** The store under test, and how a file of `count` earlier sign-outs looks to it. */
function loadStore() {
  if (!before) {
    const { fileRevocationStore } = requireTs('../lib/server/revocation-file.ts', import.meta.url)
    const seed = (file, count, until) => {
      const lines = []
      for (let i = 0; i < count; i++) lines.push(`${randomUUID()} ${until}\n`)
      writeFileSync(file, lines.join(''))
    }
    return { make: (file) => fileRevocationStore(file), seed }
  }
  // The earlier module, written beside the current one for a moment so that its imports resolve.
  const copy = path.resolve('lib/server/.bench-revocation-before.ts')
  writeFileSync(copy, execFileSync('git', ['show', `${before}:lib/server/revocation.ts`]))
  let fileRevocationStore
  try {
    ;({ fileRevocationStore } = requireTs(copy, import.meta.url))
  } finally {
    rmSync(copy)
  }
  const seed = (file, count, until) => {
    const entries = {}
    for (let i = 0; i < count; i++) entries[randomUUID()] = until
    writeFileSync(file, JSON.stringify(entries))
  }
  return { make: (file) => fileRevocationStore(file), seed }
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length
const ms = (ns) => Number(ns) / 1e6

async function timed(url, init) {
  const started = process.hrtime.bigint()
  const response = await fetch(url, init)
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return ms(process.hrtime.bigint() - started)
}

/** Health checks back to back until `stop()`; their times. */
function pollHealth(base) {
  const times = []
  let running = true
  const done = (async () => {
    while (running) times.push(await timed(`${base}/health`))
  })()
  return {
    stop: async () => {
      running = false
      await done
      return times
    },
  }
}

async function measure(size, { make, seed }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'signout-bench-'))
  const file = path.join(dir, 'revoked')
  seed(file, size, Date.now() + FOURTEEN_DAYS)
  const store = make(file)
  const server = createServer(async (req, res) => {
    if (req.url === '/signout') await store.revoke(randomUUID(), Date.now() + FOURTEEN_DAYS)
    res.end('ok')
  })
  // A blocked event loop must not time a kept-alive connection out under the next request.
  server.keepAliveTimeout = 120_000
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${server.address().port}`
  await store.isRevoked('warm-up') // the first look reads the whole file, once per process

  const health = []
  for (let i = 0; i < signOuts; i++) health.push(await timed(`${base}/health`))

  const loop = monitorEventLoopDelay({ resolution: 1 })
  loop.enable()
  const poller = pollHealth(base)
  const signOut = []
  for (let i = 0; i < signOuts; i++)
    signOut.push(await timed(`${base}/signout`, { method: 'POST' }))
  const healthDuring = await poller.stop()
  loop.disable()

  let compaction = null
  if (store.compact) {
    const during = monitorEventLoopDelay({ resolution: 1 })
    during.enable()
    const compactPoller = pollHealth(base)
    const started = process.hrtime.bigint()
    await store.compact()
    const took = ms(process.hrtime.bigint() - started)
    const times = await compactPoller.stop()
    during.disable()
    compaction = { took, stall: ms(during.max), healthMax: Math.max(...times) }
  }
  server.close()
  rmSync(dir, { recursive: true, force: true })
  return {
    size,
    signOut: mean(signOut),
    health: mean(health),
    healthMaxDuring: Math.max(...healthDuring),
    stall: ms(loop.max),
    compaction,
  }
}

const store = loadStore()
console.log(`${before ? `store at ${before}` : 'sign-out log'}: ${signOuts} sign-outs per size`)
const rows = []
for (const size of SIZES) rows.push(await measure(size, store))
for (const r of rows) {
  console.log(
    `${String(r.size).padStart(7)} on file: sign-out ${r.signOut.toFixed(2)} ms = ` +
      `${(r.signOut / r.health).toFixed(1)}x a health check (${r.health.toFixed(2)} ms); ` +
      `slowest health check meanwhile ${r.healthMaxDuring.toFixed(1)} ms; ` +
      `longest event-loop stall ${r.stall.toFixed(1)} ms`,
  )
  if (r.compaction) {
    console.log(
      `${' '.repeat(16)}compaction in the background: ${r.compaction.took.toFixed(0)} ms in all, ` +
        `longest stall ${r.compaction.stall.toFixed(1)} ms, ` +
        `slowest health check ${r.compaction.healthMax.toFixed(1)} ms`,
    )
  }
}
const [small, large] = rows
console.log(
  `sign-out at ${large.size} / at ${small.size} (each as a ratio of its health check): ` +
    `${(large.signOut / large.health / (small.signOut / small.health)).toFixed(2)}`,
)
