#!/usr/bin/env node
// Layout shift of studio pages, read in the page with PerformanceObserver('layout-shift') (steadier
// than Lighthouse's CLS on a noisy machine), at 1400 and 390 px, signed in as the demo creator,
// with what moved (the largest shifts' elements). BEFORE and AFTER side by side as in
// bench/lighthouse.mjs; CLS is a layout figure, not a time, so it is compared as is.
//   node bench/layout-shift.mjs --before /tmp/before [--runs 3] [/orders/queue ...]
// Ports as bench/lighthouse.mjs (BENCH_STUDIO_PORT, BENCH_BEFORE_PORT, BENCH_EMULATOR_PORT,
// BENCH_DATABASE_PORT).
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs'
import { connectDemo } from './lib/stack.mjs'
import { seededIds, startComparedStudios } from './lib/studio-pair.mjs'

const { values: options, positionals } = parseArgs({
  options: { before: { type: 'string' }, runs: { type: 'string', default: '3' } },
  allowPositionals: true,
})
const WIDTHS = [
  { name: '1400', viewport: { width: 1400, height: 900 } },
  { name: '390', viewport: { width: 390, height: 844 } },
]
/** How long after the load the page is watched: its reads answer and late parts mount meanwhile. */
const SETTLE_MS = 4000

/** Runs in the page before its scripts: every shift not caused by input, with what moved. */
function observeShifts() {
  window.__shifts = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue
      const moved = entry.sources.map((s) => {
        const n = s.node
        if (!n || !n.tagName) return n?.nodeName ?? '?'
        const label = (n.getAttribute('aria-label') ?? n.textContent ?? '').trim().slice(0, 40)
        return `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''} "${label}"`
      })
      window.__shifts.push({ value: entry.value, moved })
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

async function shiftsOf(browser, url, viewport, cookie) {
  const context = await browser.newContext({ viewport })
  if (cookie) {
    const name = cookie.split('=')[0]
    await context.addCookies([{ name, value: cookie.slice(name.length + 1), url }])
  }
  const page = await context.newPage()
  await page.addInitScript(observeShifts)
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(SETTLE_MS)
  const shifts = await page.evaluate(() => window.__shifts)
  await context.close()
  return shifts
}

const pair = await startComparedStudios(options.before)
const browser = await chromium.launch(chromiumLaunchOptions())
try {
  const studios = []
  for (const studio of pair.studios)
    studios.push({ ...studio, cookie: await connectDemo(studio.url) })
  const { order } = await seededIds(studios[0].url, studios[0].cookie)
  const allPages = ['/create', '/gallery', '/story', '/orders', `/orders/${order}`, '/orders/queue']
  const pages = positionals.length ? positionals : allPages
  console.log(
    `| page | width | ${studios.map((s) => `layout shift ${s.name} (max of runs)`).join(' | ')} |`,
  )
  console.log(`|---|---|${studios.map(() => '---').join('|')}|`)
  const sources = []
  for (const page of pages) {
    for (const { name: width, viewport } of WIDTHS) {
      const worst = Object.fromEntries(studios.map((s) => [s.name, 0]))
      for (let round = 0; round < Number(options.runs); round += 1) {
        for (const studio of round % 2 ? [...studios].reverse() : studios) {
          const shifts = await shiftsOf(browser, studio.url + page, viewport, studio.cookie)
          const total = shifts.reduce((sum, s) => sum + s.value, 0)
          worst[studio.name] = Math.max(worst[studio.name], total)
          for (const s of shifts.filter((x) => x.value >= 0.005)) {
            sources.push(
              `${studio.name} ${page} @${width}: ${s.value.toFixed(3)} ${s.moved.join(', ')}`,
            )
          }
        }
      }
      console.log(
        `| ${page} | ${width} | ${studios.map((s) => worst[s.name].toFixed(3)).join(' | ')} |`,
      )
    }
  }
  if (sources.length)
    console.log(`\nShifts of 0.005 and more:\n${[...new Set(sources)].join('\n')}`)
} finally {
  await browser.close()
  pair.stop()
}
