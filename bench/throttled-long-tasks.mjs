#!/usr/bin/env node
// A page's long tasks on a CPU really slowed down 4x (Chromium's own throttling, as a phone is
// slow), read in the page with PerformanceObserver('longtask'); no network throttling. Lighthouse's
// phone instead multiplies an unthrottled trace's task lengths by 4, waits and other processes'
// time included (docs/performance.md, "Judging a score on this machine"). This is what a slow CPU
// itself sees: per page and build, the median of N loads, each in a fresh Chromium at a phone's
// size, BEFORE and AFTER interleaved as in bench/lighthouse.mjs:
//   - blocking time after the first paint (each long task's length past 50 ms, from the paint on);
//   - every long task's length added up, the first paint's included.
//   node bench/throttled-long-tasks.mjs --before /tmp/before [--runs 6] /gallery /orders/<order>
// `/gallery?view=<view>` and `/orders/<order>` take the demo's seeded ids. Ports as
// bench/lighthouse.mjs (BENCH_STUDIO_PORT, BENCH_BEFORE_PORT, BENCH_EMULATOR_PORT,
// BENCH_DATABASE_PORT).
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs'
import { connectDemo } from './lib/stack.mjs'
import { median } from './lib/median.mjs'
import { seededIds, startComparedStudios } from './lib/studio-pair.mjs'

const { values: options, positionals } = parseArgs({
  options: { before: { type: 'string' }, runs: { type: 'string', default: '6' } },
  allowPositionals: true,
})
/** How long after the load the page is watched: its reads answer and its idle parts mount. */
const WATCH_MS = 7000

/** One load in a fresh browser (cold caches, as Lighthouse loads): its long tasks and first paint. */
async function load(url, cookie) {
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      extraHTTPHeaders: { Cookie: cookie },
    })
    const page = await context.newPage()
    await page.addInitScript(() => {
      window.__longTasks = []
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration])
      }).observe({ type: 'longtask', buffered: true })
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(WATCH_MS)
    return await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
      let blocking = 0
      let total = 0
      for (const [start, duration] of window.__longTasks) {
        total += duration
        const after = start + duration - Math.max(start, paint)
        if (after > 50) blocking += after - 50
      }
      return { blocking, total, paint }
    })
  } finally {
    await browser.close()
  }
}

const pair = await startComparedStudios(options.before, { timeScale: 1 })
try {
  const studios = []
  for (const studio of pair.studios)
    studios.push({ ...studio, cookie: await connectDemo(studio.url) })
  const { view, order } = await seededIds(studios[0].url, studios[0].cookie)
  const pages = positionals.map((p) => p.replace('<view>', view).replace('<order>', order))
  const names = studios.map((s) => s.name)
  const columns = ['blocking after paint', 'long tasks in all', 'first paint']
  const header = ['page', ...columns.flatMap((c) => names.map((n) => `${c} ${n} (ms)`))]
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`)
  for (const page of pages) {
    for (const studio of studios) await load(studio.url + page, studio.cookie) // warm-up
    const runs = Object.fromEntries(names.map((n) => [n, []]))
    for (let round = 0; round < Number(options.runs); round += 1) {
      const order = round % 2 === 0 ? studios : [...studios].reverse()
      for (const studio of order)
        runs[studio.name].push(await load(studio.url + page, studio.cookie))
    }
    const cells = ['blocking', 'total', 'paint'].flatMap((key) =>
      names.map((n) => Math.round(median(runs[n].map((r) => r[key])))),
    )
    console.log(
      `| ${page.replace(view, '<view>').replace(order, '<order>')} | ${cells.join(' | ')} |`,
    )
    for (const n of names) {
      console.log(`  ${n}: blocking ${runs[n].map((r) => Math.round(r.blocking)).join(', ')}`)
    }
  }
} finally {
  pair.stop()
}
