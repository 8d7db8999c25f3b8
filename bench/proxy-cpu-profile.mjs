#!/usr/bin/env node
// Where the studio's CPU goes while it serves one read under load: the production server runs
// with `node --cpu-prof`, autocannon sends the read at 8 connections, and the profile's functions
// are printed by self time and by total time (share of the busy, non-idle samples of the
// measured load only: not the start, the warm-up or the shutdown).
// Reads: catalog (GET /api/v1/models), history (GET /api/v1/generations?limit=100, seeded first),
// floor (GET /api/session, a route handler with no upstream call).
// Names are readable only in a build without mangling: npx next build --no-mangling
// Usage: node bench/proxy-cpu-profile.mjs <catalog|history|floor> [seconds]
// The profile goes to .data/bench/proxy-profile/ (open it in Chromium's DevTools).
// Ports: BENCH_STUDIO_PORT, BENCH_EMULATOR_PORT.
import autocannon from 'autocannon'
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { HISTORY_PAGE, seedGenerations } from './lib/history-seed.mjs'
import { connectDemo, startStack } from './lib/stack.mjs'

const READS = {
  catalog: '/api/v1/models',
  history: `/api/v1/generations?limit=${HISTORY_PAGE}`,
  floor: '/api/session',
}
const [read = 'catalog', secondsArg] = process.argv.slice(2)
if (!READS[read]) throw new Error(`usage: node bench/proxy-cpu-profile.mjs <${Object.keys(READS)}>`)
const seconds = Number(secondsArg ?? 10)
const TOP = 25
const dir = path.resolve('.data/bench/proxy-profile')
rmSync(dir, { recursive: true, force: true })
mkdirSync(dir, { recursive: true })

const load = (url, headers) =>
  new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: 8, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
  })

const stack = await startStack({
  emulatorEnv: { EMULATOR_RATE_LIMIT_SCALE: '100000', EMULATOR_SEED_HISTORY: 'false' },
  studioNodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
})
let result
/** The measured load, in ms since the studio started (when its profile starts). */
let window
try {
  if (read === 'history') await seedGenerations(stack.emulatorUrl, 'sk_live_demo_creator')
  const cookie = await connectDemo(stack.studioUrl)
  await load(`${stack.studioUrl}${READS[read]}`, { cookie }) // warm-up
  const from = Date.now() - stack.studioStartedAt
  result = await load(`${stack.studioUrl}${READS[read]}`, { cookie })
  // A margin on each side: the profile's clock starts a little after the spawn.
  window = { from: from + 250, to: Date.now() - stack.studioStartedAt - 250 }
} finally {
  const exited = new Promise((resolve) => stack.studio.once('exit', resolve))
  stack.stop()
  await exited
}

const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'))
if (!file) throw new Error(`no profile in ${dir}`)
const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8'))
const byId = new Map(profile.nodes.map((node) => [node.id, node]))
const parent = new Map()
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node)

const where = ({ callFrame: f }) => {
  const file = f.url.replace(/^.*\/(node_modules|\.next\/server)\//, '$1/').replace(/^.*\//, '')
  return `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`
}
const self = new Map()
const total = new Map()
let busy = 0
let at = 0
profile.samples.forEach((id, k) => {
  const node = byId.get(id)
  const ms = profile.timeDeltas[k] / 1000
  at += ms
  if (at < window.from || at > window.to) return
  if (node.callFrame.functionName === '(idle)') return
  busy += ms
  self.set(where(node), (self.get(where(node)) ?? 0) + ms)
  const seen = new Set()
  for (let n = node; n; n = parent.get(n.id)) seen.add(where(n))
  for (const name of seen) total.set(name, (total.get(name) ?? 0) + ms)
})
const top = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([name, ms]) => `  ${((100 * ms) / busy).toFixed(1).padStart(5)} %  ${name}`)
    .join('\n')
console.log(`\n${read}: ${result.requests.average.toFixed(0)} req/s while profiled (8 connections)`)
const span = (window.to - window.from) / 1000
console.log(
  `busy ${(busy / 1000).toFixed(1)} s of the ${span.toFixed(1)} s measured; ${path.join(dir, file)}`,
)
console.log(`CPU per request: ${((busy / result.requests.total) * 1000).toFixed(0)} µs`)
console.log(`\nself time:\n${top(self)}`)
console.log(`\ntotal time (with callees):\n${top(total)}`)
