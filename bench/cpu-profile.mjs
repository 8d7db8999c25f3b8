#!/usr/bin/env node
// Where a page's main-thread time goes on a phone-like CPU: loads each page in Chromium at 4x CPU
// slowdown (Lighthouse's mobile factor, no network throttling), signed in as the demo creator,
// records a JavaScript CPU profile of the first seconds, and prints
//   - every task of 50 ms or more (what Lighthouse's blocking time is made of), with the
//     functions that took most of it;
//   - the modules whose evaluation (their top-level code: imports, schemas built at load) cost
//     most, and how much of that was zod building schemas.
// Names are readable only in a build without mangling:
//   (cd <dir> && npx next build --no-mangling)     # a checkout or `git worktree`
//   node bench/cpu-profile.mjs <dir> /create /story
// `/gallery?view` opens a finished generation's detail and `/orders/<id>` a premium order, both
// from the demo's seed.
// The profiles go to .data/bench/*.cpuprofile (open them in Chromium's DevTools).
// Ports: BENCH_STUDIO_PORT, BENCH_EMULATOR_PORT, BENCH_DATABASE_PORT.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { DEBIAN_CHROMIUM } from '../scripts/lib/chromium.mjs'
import { connectDemo } from './lib/stack.mjs'
import { seededIds, startStudios } from './lib/studio-pair.mjs'

const [dir, ...pages] = process.argv.slice(2)
if (!dir || !pages.length) {
  console.error('usage: node bench/cpu-profile.mjs <build dir> <page> [<page> ...]')
  process.exit(2)
}
const port = (name, fallback) => Number(process.env[name] ?? fallback)
const SECONDS = 8
const LONG_TASK_MS = 50

/** The profile as a tree: node by id, parent by id, and sampled milliseconds by node. */
function indexProfile(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  return { byId, parent }
}

const nameOf = (node) => node.callFrame.functionName || '(anonymous)'
const IDLE = new Set(['(idle)'])
const OVERHEAD = /^\((root|program|anonymous|garbage collector)\)$/

/** Contiguous runs of non-idle samples: the main thread's tasks as the profiler saw them. */
function tasksOf(profile, { byId }) {
  const tasks = []
  let at = profile.startTime
  let task = null
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i]
    if (IDLE.has(nameOf(byId.get(id)))) {
      if (task) tasks.push(task)
      task = null
      return
    }
    task ??= { start: (at - profile.startTime) / 1000, ms: 0, samples: [] }
    task.ms += profile.timeDeltas[i] / 1000
    task.samples.push([id, profile.timeDeltas[i] / 1000])
  })
  if (task) tasks.push(task)
  return tasks
}

/** Inclusive milliseconds per function name over some samples (each name once per stack). */
function inclusive(samples, { byId, parent }) {
  const total = new Map()
  for (const [id, ms] of samples) {
    const seen = new Set()
    for (let cur = id; cur != null; cur = parent.get(cur)) {
      const name = nameOf(byId.get(cur))
      if (seen.has(name)) continue
      seen.add(name)
      total.set(name, (total.get(name) ?? 0) + ms)
    }
  }
  return total
}

/** Milliseconds per evaluated module (the factory under turbopack's instantiateModule). */
function moduleCosts(profile, index) {
  const costs = new Map()
  profile.samples.forEach((id, i) => {
    const ms = profile.timeDeltas[i] / 1000
    let zod = false
    for (let cur = id; cur != null; cur = index.parent.get(cur)) {
      const node = index.byId.get(cur)
      // zod v4 builds each schema through `init`.
      if (nameOf(node) === 'init') zod = true
      const up = index.parent.get(cur)
      if (up == null || nameOf(index.byId.get(up)) !== 'instantiateModule') continue
      const key = `${node.callFrame.url.split('/').pop()}:${node.callFrame.columnNumber}`
      const entry = costs.get(key) ?? { ms: 0, zod: 0 }
      entry.ms += ms
      if (zod) entry.zod += ms
      costs.set(key, entry)
      break
    }
  })
  return costs
}

/** A module's first exported names and a string of it, to recognise it in the source. */
function describeModule(key, chunksDir) {
  const [file, column] = key.split(':')
  const text = readFileSync(path.join(chunksDir, file), 'utf8').slice(
    Number(column),
    Number(column) + 3000,
  )
  const exported = text.match(/__turbopack_context__\.s\(\[([^\]]{0,120})/)?.[1] ?? ''
  const words = text.match(/"([A-Za-z][\w ,.'-]{12,50})"/)?.[1] ?? ''
  return `${exported.replace(/,0,[^,]*/g, '')} ${words ? `“${words}”` : ''}`.trim()
}

function report(page, profile) {
  const index = indexProfile(profile)
  const tasks = tasksOf(profile, index).filter((t) => t.ms >= LONG_TASK_MS)
  console.log(`\n== ${page}: ${tasks.length} tasks of ${LONG_TASK_MS} ms or more (at 4x CPU)`)
  for (const task of tasks) {
    const top = [...inclusive(task.samples, index)]
      .filter(([name]) => !OVERHEAD.test(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([name, ms]) => `${name} ${Math.round(ms)}`)
    console.log(`  at ${Math.round(task.start)} ms, ${Math.round(task.ms)} ms: ${top.join(', ')}`)
  }
  const modules = [...moduleCosts(profile, index)].sort((a, b) => b[1].ms - a[1].ms)
  const sum = (key) => Math.round(modules.reduce((s, [, v]) => s + v[key], 0))
  console.log(
    `-- module evaluation: ${sum('ms')} ms, of which zod building schemas ${sum('zod')} ms`,
  )
  const chunksDir = path.join(dir, '.next', 'static', 'chunks')
  for (const [key, { ms, zod }] of modules.slice(0, 15)) {
    console.log(
      `  ${Math.round(ms)} ms (zod ${Math.round(zod)}) ${key} ${describeModule(key, chunksDir)}`,
    )
  }
}

const pair = await startStudios({
  builds: [{ name: 'profiled', dir: path.resolve(dir), port: port('BENCH_STUDIO_PORT', 3545) }],
  emulatorPort: port('BENCH_EMULATOR_PORT', 4545),
  databasePort: port('BENCH_DATABASE_PORT', 5545),
})
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? DEBIAN_CHROMIUM,
})
try {
  const url = pair.studios[0].url
  const cookie = (await connectDemo(url)).split(';')[0]
  const [name, value] = cookie.split('=')
  const seeded = pages.some((p) => p === '/gallery?view' || p === '/orders/<id>')
    ? await seededIds(url, cookie)
    : null
  mkdirSync('.data/bench', { recursive: true })
  for (const page of pages) {
    // A warm-up load first, as Lighthouse does: the server's first render of a page is slower.
    for (const warmUp of [true, false]) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
      // /connect is what a signed-out visitor sees: signed in, it sends them on to Create.
      if (page !== '/connect') await context.addCookies([{ name, value, url }])
      const tab = await context.newPage()
      const cdp = await context.newCDPSession(tab)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await cdp.send('Profiler.start')
      await tab.goto(
        url +
          page
            .replace('/gallery?view', `/gallery?view=${seeded?.view}`)
            .replace('<id>', `${seeded?.order}`),
      )
      await tab.waitForTimeout(SECONDS * 1000)
      const { profile } = await cdp.send('Profiler.stop')
      await context.close()
      if (warmUp) continue
      const file = `.data/bench/cpu${page.replace(/\W+/g, '-')}.cpuprofile`
      writeFileSync(file, JSON.stringify(profile))
      report(page, profile)
    }
  }
} finally {
  await browser.close()
  pair.stop()
}
