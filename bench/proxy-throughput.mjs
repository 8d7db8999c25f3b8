#!/usr/bin/env node
// What the proxy costs on two reads, measured side by side in one run (alternating rounds):
// the catalog (GET /api/v1/models, 29 KB) and a 100-item history page
// (GET /api/v1/generations?limit=100, about 87 KB, seeded through the emulator's API first).
// For each: requests/s at 8 connections through the studio, against the emulator direct and
// against the framework's floor (GET /api/session, an App Router route handler that makes no
// upstream call: what a Next.js route handler costs here before doing anything), and the latency
// the proxy adds at 1 connection (p50, studio minus direct). The proxy itself is a Pages API route
// on Node's request and response (pages/api/service-relay.ts). Targets: >= 0.85 of the floor,
// <= 2 ms added (docs/performance.md).
// The studio's and the emulator's CPU time per request (from /proc) are printed beside: on a
// small machine the emulator shares the cores, so the studio's requests/s through it also pay
// for the emulator's work; the studio's CPU per request is the proxy's own cost, whatever else runs.
// Needs a production build (npx next build). Usage: node bench/proxy-throughput.mjs [seconds]
// Ports: BENCH_STUDIO_PORT (and the next one for BENCH_BEFORE_DIR's build), BENCH_EMULATOR_PORT.
import autocannon from 'autocannon'
import { Agent, get } from 'node:http'
import { loadavg } from 'node:os'
import { HISTORY_PAGE, seedGenerations } from './lib/history-seed.mjs'
import { connectDemo, startStack, treeCpuMs } from './lib/stack.mjs'

const seconds = Number(process.argv[2] ?? 8)
const ROUNDS = 3
const KEY = 'sk_live_demo_creator'

function run(url, headers, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections, duration: seconds }, (error, result) => {
      if (error) return reject(error)
      if (result.non2xx > 0) return reject(new Error(`${url}: ${result.non2xx} non-2xx answers`))
      resolve(result)
    })
  })
}

/** Requests/s at 8 connections, and the CPU µs each process spent per request meanwhile. */
async function measure(url, headers, pids) {
  const before = pids.map(treeCpuMs)
  const result = await run(url, headers, 8)
  const cpu = pids.map((pid, k) => ((treeCpuMs(pid) - before[k]) * 1000) / result.requests.total)
  return { rps: result.requests.average, studioCpu: cpu[0], emulatorCpu: cpu[1] }
}

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
  return times[Math.floor(times.length / 2)]
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const list = (values, digits = 0) => values.map((v) => v.toFixed(digits)).join(', ')

const startLoad = loadavg()
  .map((v) => v.toFixed(1))
  .join(' ')
// BENCH_BEFORE_DIR: a copy of an earlier build (its .next and public), run beside this one on the
// same emulator, its series interleaved with this build's, so both meet the same neighbours.
const beforeDir = process.env.BENCH_BEFORE_DIR
const studioPort = Number(process.env.BENCH_STUDIO_PORT ?? 3510)
// Rate limits are lifted for the benchmark only: they would turn the load into 429s.
const stack = await startStack({
  studioPort,
  emulatorEnv: { EMULATOR_RATE_LIMIT_SCALE: '100000', EMULATOR_SEED_HISTORY: 'false' },
  otherBuilds: beforeDir ? [{ name: 'before', dir: beforeDir, port: studioPort + 1 }] : [],
})
try {
  await seedGenerations(stack.emulatorUrl, KEY)
  const builds = []
  for (const { name, url, child } of stack.studios) {
    const label = name === 'studio' ? (beforeDir ? 'after' : 'studio') : name
    builds.push({
      label,
      url,
      pids: [child.pid, stack.emulator.pid],
      cookie: await connectDemo(url),
    })
  }
  const reads = [
    { name: 'catalog', path: '/v1/models' },
    { name: `history page (${HISTORY_PAGE})`, path: `/v1/generations?limit=${HISTORY_PAGE}` },
  ].map((read) => ({
    ...read,
    direct: [],
    p50: [],
    builds: builds.map(() => ({ studio: [], floor: [], p50: [] })),
  }))
  const directUrl = (read) => `${stack.emulatorUrl}${read.path}`
  const direct = { 'x-api-key': KEY }
  /** The series of one round, in order: direct, then each build's proxy and its floor. */
  const series = (read) => [
    [directUrl(read), direct, builds[0].pids, read.direct],
    ...builds.flatMap((build, k) => [
      [`${build.url}/api${read.path}`, { cookie: build.cookie }, build.pids, read.builds[k].studio],
      [`${build.url}/api/session`, { cookie: build.cookie }, build.pids, read.builds[k].floor],
    ]),
  ]
  // Warm-up (JIT, connections, the emulator's own first reads).
  for (const read of reads)
    for (const [url, headers, pids] of series(read)) await measure(url, headers, pids)
  // Each proxy series is followed by its floor series, and each ratio taken within its pair, so
  // a neighbour's load on a shared machine moves both sides of a ratio alike.
  for (let round = 0; round < ROUNDS; round++) {
    for (const read of reads) {
      for (const [url, headers, pids, into] of series(read))
        into.push(await measure(url, headers, pids))
    }
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const read of reads) {
      read.p50.push(await p50(directUrl(read), direct))
      for (const [k, build] of builds.entries()) {
        read.builds[k].p50.push(await p50(`${build.url}/api${read.path}`, { cookie: build.cookie }))
      }
    }
  }
  const field = (runs, name) => runs.map((r) => r[name])
  const ratios = (a, b) => a.map((v, k) => v / b[k])
  const rows = []
  for (const read of reads) {
    console.log(`\n${read.name}: GET /api${read.path}`)
    console.log(
      `  emulator direct : ${list(field(read.direct, 'rps'))} req/s, p50 ${list(read.p50, 2)} ms`,
    )
    for (const [k, build] of builds.entries()) {
      const { studio, floor, p50: latency } = read.builds[k]
      console.log(
        `  ${build.label.padEnd(7)} proxy : ${list(field(studio, 'rps'))} req/s; CPU per request: ` +
          `studio ${list(field(studio, 'studioCpu'))} µs, emulator ${list(field(studio, 'emulatorCpu'))} µs`,
      )
      console.log(
        `  ${build.label.padEnd(7)} floor : ${list(field(floor, 'rps'))} req/s (GET /api/session); ` +
          `CPU per request: studio ${list(field(floor, 'studioCpu'))} µs`,
      )
      console.log(`  ${build.label.padEnd(7)} p50   : ${list(latency, 2)} ms at 1 connection`)
      rows.push({
        read: read.name,
        build: build.label,
        'proxy/floor req/s (>= 0.85)': median(ratios(field(studio, 'rps'), field(floor, 'rps'))),
        'floor/proxy studio CPU': median(
          ratios(field(floor, 'studioCpu'), field(studio, 'studioCpu')),
        ),
        'proxy/direct req/s': median(ratios(field(studio, 'rps'), field(read.direct, 'rps'))),
        'added p50 ms (<= 2)': median(latency.map((v, r) => v - read.p50[r])),
      })
    }
  }
  console.log(`\nmedians of the ${ROUNDS} rounds' ratios; load average at the start: ${startLoad}`)
  console.table(
    rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [k, typeof v === 'number' ? Number(v.toFixed(3)) : v]),
      ),
    ),
  )
} finally {
  stack.stop()
}
