#!/usr/bin/env node
// Chromium's own CPU time while a page loads on a phone-sized screen, BEFORE vs AFTER side by
// side. On two cores, what the browser's other processes (the GPU process's compositing, the
// browser process) spend during a load is time the page's main thread may wait for, which
// Lighthouse counts, times four, as the phone's work (docs/performance.md, "Judging a score on
// this machine"). Per page and build: one warm-up, then N loads in a fresh browser each (as
// Lighthouse starts one per run), alternating builds; each load counts the CPU time of every live
// process of the browser it launched, by kind (/proc), from navigation to 3 s after the load event.
// Medians in ms, each kind's apart (they need not add up to the median total); "exited" counts
// processes that ended during a load, whose time is then missing.
//
//   node bench/chromium-cpu.mjs --before /tmp/before [--runs 8] /models /create
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs'
import { connectDemo, processTree } from './lib/stack.mjs'
import { median } from './lib/median.mjs'
import { startStudios } from './lib/studio-pair.mjs'

const { values: options, positionals: pages } = parseArgs({
  options: { before: { type: 'string' }, runs: { type: 'string', default: '8' } },
  allowPositionals: true,
})
if (!options.before || pages.length === 0) {
  console.error('usage: node bench/chromium-cpu.mjs --before <dir> [--runs N] <page>...')
  process.exit(2)
}
const RUNS = Number(options.runs)
const TICK_MS = 10 // /proc counts CPU in clock ticks of 1/100 s: each process's figure is to 10 ms

/**
 * CPU ms so far of each process of the Chromium this bench launched (its descendants running the
 * browser's executable, so neither the bench itself nor any other Chromium on the machine), by pid.
 */
function chromiumCpu() {
  const processes = new Map()
  for (const pid of processTree(process.pid)) {
    if (pid === process.pid) continue
    try {
      // Chromium rewrites its children's command lines into one string: split on spaces too.
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/)
      if (!command[0].includes('chromium')) continue
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const kind = command.find((a) => a.startsWith('--type='))?.slice(7) ?? 'browser'
      processes.set(pid, { kind, ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS })
    } catch {
      // Gone between the listing and the read.
    }
  }
  return processes
}

/** What each kind of process spent between two counts; a process gone by the end is counted apart. */
function spentBetween(start, end) {
  const spent = { exited: 0 }
  for (const [pid, { kind, ms }] of end)
    spent[kind] = (spent[kind] ?? 0) + ms - (start.get(pid)?.ms ?? 0)
  for (const pid of start.keys()) if (!end.has(pid)) spent.exited += 1
  return spent
}

async function oneLoad(studio, page) {
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000)) // the browser's own start settles
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      extraHTTPHeaders: { Cookie: studio.cookie },
    })
    const tab = await context.newPage()
    const start = chromiumCpu()
    await tab.goto(studio.url + page, { waitUntil: 'load' })
    await tab.waitForTimeout(3000)
    const spent = spentBetween(start, chromiumCpu())
    const cpu = Object.entries(spent).filter(([kind]) => kind !== 'exited')
    return { total: cpu.reduce((sum, [, ms]) => sum + ms, 0), ...spent }
  } finally {
    await browser.close()
  }
}

const pair = await startStudios({
  builds: [
    { name: 'before', dir: path.resolve(options.before), port: 3541 },
    { name: 'after', dir: process.cwd(), port: 3542 },
  ],
  emulatorPort: 4541,
  databasePort: 5541,
  timeScale: 1,
})
try {
  const studios = []
  for (const studio of pair.studios)
    studios.push({ ...studio, cookie: await connectDemo(studio.url) })
  console.log('| page | build | total | by process |\n|---|---|---|---|')
  for (const page of pages) {
    const loads = { before: [], after: [] }
    for (let round = 0; round <= RUNS; round += 1) {
      for (const studio of round % 2 ? studios : [...studios].reverse()) {
        const load = await oneLoad(studio, page)
        if (round > 0) loads[studio.name].push(load)
      }
    }
    for (const name of ['before', 'after']) {
      const kinds = [...new Set(loads[name].flatMap(Object.keys))].filter((k) => k !== 'total')
      const byKind = kinds.map((k) => `${k} ${median(loads[name].map((l) => l[k] ?? 0))}`)
      console.log(
        `| ${page} | ${name} | ${median(loads[name].map((l) => l.total))} | ${byKind.join(', ')} |`,
      )
    }
  }
} finally {
  pair.stop()
}
