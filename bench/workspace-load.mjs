#!/usr/bin/env node
// The workspace under load, through `npm start` (scripts/start.mjs: the embedded database,
// emulator and studio as a user runs them), on a fresh data folder. Needs a production build.
// 1. One account (the creator demo) fills its prompt history: 2,000 entries of ~260 KB each
//    (what the studio keeps of them is its bound, which is the point).
// 2. Six loops of that account searching its history for a word it does not hold
//    (GET /api/studio/prompts?q=zzzz) while another account (the team demo) reads its tray
//    (GET /api/studio/jobs) in a loop: that read's p50/p99 and its refusals.
// 3. 200 clients over the four demo accounts for 60 s, each looping over the tray, the history,
//    the boards and a prompt saved: p50/p99 per route, answers by status, the studio's RSS and
//    the whole stack's memory (PSS).
//   node bench/workspace-load.mjs [phase-2 seconds=30] [phase-3 seconds=60] [clients=200] [entries=2000]
// BENCH_STUDIO_PORT, BENCH_EMULATOR_PORT, BENCH_DATABASE_PORT choose the ports.
import { spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { connectDemo, mb, processTree } from './lib/stack.mjs'
import { waitForHttp } from '../scripts/lib/processes.mjs'

const [searchSeconds, loadSeconds, clients, entries] = [30, 60, 200, 2000].map((d, i) =>
  Number(process.argv[2 + i] ?? d),
)
const studioPort = Number(process.env.BENCH_STUDIO_PORT ?? 3220)
const studioUrl = `http://127.0.0.1:${studioPort}`
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-workspace-load-'))
chmodSync(dataDir, 0o755) // as root, the database runs as another user, which must enter it
const stack = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(studioPort),
    EMULATOR_PORT: process.env.BENCH_EMULATOR_PORT ?? '4220',
    EMBEDDED_DATABASE_PORT: process.env.BENCH_DATABASE_PORT ?? '5220',
    STUDIO_DATA_DIR: dataDir,
    EMULATOR_DATA_DIR: path.join(dataDir, 'emulator'),
    EMULATOR_TIME_SCALE: '0.02',
  },
})

const pct = (values, p) =>
  values.length
    ? Math.round(
        [...values].sort((a, b) => a - b)[
          Math.min(values.length - 1, Math.floor(values.length * p))
        ],
      )
    : null
const memoryOf = (file, field) => {
  try {
    return (
      Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(file, 'utf8'))?.[1] ?? 0) * 1024
    )
  } catch {
    return 0
  }
}
/** The studio's RSS (its standalone server) and the stack's PSS (shared pages split). */
function memory() {
  const pids = processTree(stack.pid)
  const studio = pids.find((pid) => {
    try {
      return /next-server|server\.js/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))
    } catch {
      return false
    }
  })
  const pss = pids.reduce((sum, pid) => sum + memoryOf(`/proc/${pid}/smaps_rollup`, 'Pss'), 0)
  return { studioRss: studio ? memoryOf(`/proc/${studio}/status`, 'VmRSS') : 0, stackPss: pss }
}

/** One request, timed; its status (0 when it got no answer). */
async function call(method, route, cookie, body) {
  const started = performance.now()
  try {
    const answer = await fetch(`${studioUrl}${route}`, {
      method,
      headers: {
        cookie,
        ...(body ? { 'content-type': 'application/json', origin: studioUrl } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    })
    await answer.arrayBuffer()
    return { status: answer.status, ms: performance.now() - started }
  } catch {
    return { status: 0, ms: performance.now() - started }
  }
}

// ~260 KB an entry as JSON: 32,000 three-byte characters of prompt and 55,000 of options, varied
// so that the database's compression keeps most of it.
const wide = (n, seed) =>
  Array.from({ length: n }, (_, k) =>
    String.fromCharCode(0x4e00 + ((k * 7919 + seed) % 20000)),
  ).join('')
const heavyEntry = (i) => ({
  form: 'image',
  model: 'flux-dev',
  prompt: `${wide(31_990, i)} ${i}`,
  options: { notes: wide(55_000, i + 1) },
  sentAt: new Date(Date.now() - (entries - i) * 1000).toISOString(),
})

async function seedHistory(cookie) {
  const started = performance.now()
  const statuses = {}
  let next = 0
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < entries) {
        const i = next++
        const { status } = await call(
          'PUT',
          `/api/studio/prompts/heavy-${i}`,
          cookie,
          heavyEntry(i),
        )
        statuses[status] = (statuses[status] ?? 0) + 1
      }
    }),
  )
  return { seconds: ((performance.now() - started) / 1000).toFixed(0), statuses }
}

async function searchWhileOtherReads(heavy, other) {
  const until = performance.now() + searchSeconds * 1000
  const searches = []
  const loops = Array.from({ length: 6 }, async () => {
    while (performance.now() < until) {
      searches.push(await call('GET', '/api/studio/prompts?q=zzzz&limit=50', heavy))
    }
  })
  const reads = []
  while (performance.now() < until) reads.push(await call('GET', '/api/studio/jobs', other))
  await Promise.all(loops)
  const refused = (list) => list.filter((r) => r.status !== 200).length
  return {
    searches: searches.length,
    searchP50: pct(
      searches.map((r) => r.ms),
      0.5,
    ),
    searchesRefused: refused(searches),
    otherReads: reads.length,
    otherP50: pct(
      reads.map((r) => r.ms),
      0.5,
    ),
    otherP99: pct(
      reads.map((r) => r.ms),
      0.99,
    ),
    otherRefused: refused(reads),
  }
}

const ROUTES = [
  ['GET jobs', (c) => call('GET', '/api/studio/jobs', c)],
  ['GET prompts', (c) => call('GET', '/api/studio/prompts?limit=20', c)],
  ['GET boards', (c) => call('GET', '/api/studio/boards', c)],
  [
    'PUT prompt',
    (c, n) =>
      call('PUT', `/api/studio/prompts/load-${n}`, c, {
        form: 'image',
        model: 'flux-dev',
        prompt: `a lighthouse at dusk, take ${n}`,
        options: { aspect_ratio: '16:9' },
        sentAt: new Date().toISOString(),
      }),
  ],
]

async function load(cookies) {
  const until = performance.now() + loadSeconds * 1000
  const times = Object.fromEntries(ROUTES.map(([name]) => [name, []]))
  const statuses = {}
  let written = 0
  let peak = { studioRss: 0, stackPss: 0 }
  const sampler = setInterval(() => {
    const now = memory()
    peak = {
      studioRss: Math.max(peak.studioRss, now.studioRss),
      stackPss: Math.max(peak.stackPss, now.stackPss),
    }
  }, 1000)
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const cookie = cookies[client % cookies.length]
      for (let turn = client; performance.now() < until; turn += 1) {
        const [name, run] = ROUTES[turn % ROUTES.length]
        const { status, ms } = await run(cookie, `${client}-${(written += 1)}`)
        times[name].push(ms)
        statuses[status] = (statuses[status] ?? 0) + 1
      }
    }),
  )
  clearInterval(sampler)
  const routes = Object.fromEntries(
    Object.entries(times).map(([name, list]) => [
      name,
      { requests: list.length, p50: pct(list, 0.5), p99: pct(list, 0.99) },
    ]),
  )
  return { routes, statuses, studioRssPeak: mb(peak.studioRss), stackPssPeak: mb(peak.stackPss) }
}

try {
  await waitForHttp(`${studioUrl}/api/session`, 300_000)
  const demos = ['creator', 'team', 'readonly', 'empty']
  const cookies = await Promise.all(demos.map((demo) => connectDemo(studioUrl, demo)))
  console.log('1. seeding the history:', await seedHistory(cookies[0]))
  console.log('2. six searches of one account, the tray of another:')
  console.table([await searchWhileOtherReads(cookies[0], cookies[1])])
  console.log(`3. ${clients} clients for ${loadSeconds} s over ${demos.length} accounts:`)
  const result = await load(cookies)
  console.table(result.routes)
  console.log('answers by status:', result.statuses)
  console.log(
    `studio RSS peak ${result.studioRssPeak}, whole stack PSS peak ${result.stackPssPeak}`,
  )
} finally {
  stack.kill('SIGTERM')
  await new Promise((resolve) => stack.once('exit', resolve))
  rmSync(dataDir, { recursive: true, force: true })
}
