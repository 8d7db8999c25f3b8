#!/usr/bin/env node
// The gallery's main-thread work with a long history: the demo creator with 10,000 more
// generations (the emulator's EMULATOR_SEED_BULK_HISTORY), indexed the way the studio indexes them,
// then in Chromium at 1400x900: the first screen, a scroll to the end of the grid, a filtered view
// (the status, then a model family, which the search index answers) and a search typed. For each
// interaction, measured in one run: the main thread's whole work (CDP `TaskDuration`, every task)
// and its longest task (a `longtask` observer, 50 ms and over). Nothing is asserted.
// Needs a production build (`npx next build`); BENCH_BEFORE_DIR names a checkout holding another
// build (its .next and public copied, say), measured first in the same run, on the same history;
// BENCH_BUILD_DIR another than this checkout's.
//   node bench/gallery-draws.mjs [rounds]
// BENCH_PROFILE=1 writes a CPU profile of each interaction to .data/bench/gallery-*.cpuprofile;
// BENCH_TRACE=1 records a Chrome trace of each and prints where its main thread's time went.
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { startEmbeddedDatabase } from '../scripts/lib/embedded-database.mjs'
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs'
import { stopAll, waitForHttp } from '../scripts/lib/processes.mjs'
import { prepareStandalone } from '../scripts/lib/standalone.mjs'
import { connectDemo, startEmulator, startStudio } from './lib/stack.mjs'
import { median } from './lib/median.mjs'
import { fillIndex, waitForBulkHistory } from './lib/search-fill.mjs'
import { traceSummary } from './lib/trace-summary.mjs'

const rounds = Number(process.argv[2] ?? 3)
const items = Number(process.env.BENCH_SEARCH_ITEMS ?? 10_000)
const emulatorPort = Number(process.env.BENCH_EMULATOR_PORT ?? 4520)
const studioPort = Number(process.env.BENCH_STUDIO_PORT ?? 3520)
const databasePort = Number(process.env.BENCH_EMBEDDED_DATABASE_PORT ?? 5520)
const profiling = Boolean(process.env.BENCH_PROFILE)
const tracing = Boolean(process.env.BENCH_TRACE)
const builds = [
  ...(process.env.BENCH_BEFORE_DIR ? [{ name: 'before', dir: process.env.BENCH_BEFORE_DIR }] : []),
  {
    name: process.env.BENCH_BEFORE_DIR ? 'after' : 'this build',
    dir: process.env.BENCH_BUILD_DIR ?? '.',
  },
]
const dataDir = mkdtempSync(path.join(tmpdir(), 'media-studio-bench-gallery-'))
// When root, the embedded database runs as another user, which must be able to enter the folder.
chmodSync(dataDir, 0o755)
const emulatorUrl = `http://127.0.0.1:${emulatorPort}`
const studioUrl = `http://127.0.0.1:${studioPort}`

/** Until the page has drawn what the last change asked for: two frames, then a quiet moment. */
const drawn = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200))),
      ),
  )

/**
 * Waits in the page with a plain selector, checked every 50 ms: Playwright's role locators run
 * their own work on the page's main thread, which would be counted as the page's.
 */
const until = (page, check, arg) => page.waitForFunction(check, arg, { polling: 50 })
const TILE = '[aria-label="Generations"] [role="listitem"]'
const tileShown = (page) => until(page, (tile) => Boolean(document.querySelector(tile)), TILE)

/** Every long task of the page, kept from its start (installed before any script runs). */
function watchLongTasks() {
  window.__longTasks = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration)
  }).observe({ type: 'longtask', buffered: true })
}

/** The main thread's work (ms) and its longest task during `act`, and a profile if asked. */
async function measured(page, cdp, name, act) {
  const taskSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value
  await page.evaluate(() => window.__longTasks?.splice(0))
  if (profiling) await cdp.send('Profiler.start')
  if (tracing) await page.context().browser().startTracing(page, { screenshots: false })
  const before = await taskSeconds()
  await act()
  await drawn(page)
  const after = await taskSeconds()
  if (tracing)
    console.log(`  ${name}: ${traceSummary(await page.context().browser().stopTracing())}`)
  // A new document counts from its own start.
  const totalMs = (after < before ? after : after - before) * 1000
  if (profiling) {
    const { profile } = await cdp.send('Profiler.stop')
    mkdirSync('.data/bench', { recursive: true })
    writeFileSync(`.data/bench/gallery-${name}.cpuprofile`, JSON.stringify(profile))
  }
  const longTasks = await page.evaluate(() => window.__longTasks?.splice(0) ?? [])
  return { totalMs, longestMs: Math.max(0, ...longTasks) }
}

async function measureGallery(cookie, build) {
  const browser = await chromium.launch(chromiumLaunchOptions())
  const results = { 'first screen': [], 'scroll to the end': [], 'filtered view': [], search: [] }
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
    const [name, value] = cookie.split('=')
    await context.addCookies([{ name, value, url: studioUrl }])
    await context.addInitScript(watchLongTasks)
    const words = ['lighthouse', 'harbour', 'violin', 'glacier', 'market']
    for (let round = 0; round < rounds; round++) {
      const at = (what) => `${build}-${what}-${round + 1}`
      // Each round in a page of its own: the first screen from the address typed.
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Performance.enable')
      if (profiling) await cdp.send('Profiler.enable')
      results['first screen'].push(
        await measured(page, cdp, at('first-screen'), async () => {
          await page.goto(`${studioUrl}/gallery`)
          await tileShown(page)
          await page.waitForLoadState('networkidle')
        }),
      )
      // To the end of the grid, a screen at a time, as a wheel would.
      results['scroll to the end'].push(
        await measured(page, cdp, at('scroll'), async () => {
          for (let step = 0; step < 200; step++) {
            const atEnd = await page.evaluate(() => {
              window.scrollBy(0, window.innerHeight)
              return window.scrollY + window.innerHeight >= document.body.scrollHeight - 2
            })
            await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)))
            if (atEnd) break
          }
        }),
      )
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.locator('#gallery-status').waitFor()
      // A filtered view: failed ones only (the history's filter), then a model family (the
      // index's).
      for (const [id, choice, param] of [
        ['#gallery-status', 'failed', 'status='],
        ['#gallery-model', { index: 1 }, 'model='],
      ]) {
        results['filtered view'].push(
          await measured(page, cdp, at(`filter-${param.slice(0, -1)}`), async () => {
            await page.locator(id).selectOption(choice)
            await until(page, (p) => location.search.includes(p), param)
            await page.waitForLoadState('networkidle')
          }),
        )
      }
      // A search typed in the unfiltered gallery: from Enter to its results drawn.
      await page.goto(`${studioUrl}/gallery`)
      await tileShown(page)
      await page.waitForLoadState('networkidle')
      const field = page.locator('#gallery-search')
      // Playwright evaluates its own script in each new document at the first locator action
      // (150 to 250 ms of EvaluateScript in a trace, with no URL), and `fill` runs its own work
      // in the page: the field is focused before the measure, and the words typed as a keyboard
      // would (input events only).
      await field.focus()
      const word = words[round % words.length]
      results.search.push(
        await measured(page, cdp, at('search'), async () => {
          await page.keyboard.insertText(word)
          await page.keyboard.press('Enter')
          await until(
            page,
            () =>
              [...document.querySelectorAll('p[aria-live]')].some((p) =>
                /best match first/.test(p.textContent ?? ''),
              ),
            null,
          )
          await tileShown(page)
        }),
      )
      await page.close()
    }
    return results
  } finally {
    await browser.close()
  }
}

for (const { dir } of builds) {
  if (!prepareStandalone(dir))
    throw new Error(`no production build in ${dir}: run \`npx next build\``)
}
const emulator = startEmulator({
  port: emulatorPort,
  dataDir,
  env: { EMULATOR_RATE_LIMIT_SCALE: '100', EMULATOR_SEED_BULK_HISTORY: String(items) },
})
const results = {}
try {
  await waitForHttp(`${emulatorUrl}/health`)
  await waitForBulkHistory(emulatorUrl, items)
  const database = await startEmbeddedDatabase({ dataDir, port: databasePort, durable: false })
  try {
    await database.ready
    // One build after the other on the same history and database (the index filled once).
    for (const build of builds) {
      const studio = startStudio({
        name: `studio-${build.name.replaceAll(' ', '-')}`,
        buildDir: build.dir,
        port: studioPort,
        emulatorUrl,
        dataDir,
        env: database.env,
      })
      try {
        await waitForHttp(`${studioUrl}/api/session`, 120_000)
        const cookie = await connectDemo(studioUrl)
        const fill = await fillIndex(studioUrl, cookie, items)
        console.log(`${build.name}: ${fill.indexed} results indexed`)
        results[build.name] = await measureGallery(cookie, build.name.replaceAll(' ', '-'))
      } finally {
        stopAll([studio])
        if (studio.exitCode === null) await new Promise((r) => studio.once('exit', r))
      }
    }
  } finally {
    await database.stop()
  }
} finally {
  stopAll([emulator])
}

const ms = (v) => `${v.toFixed(0)} ms`
console.log(`gallery at 1400x900, ${rounds} rounds (each: main-thread work / longest task)`)
for (const [build, interactions] of Object.entries(results)) {
  console.log(`${build}:`)
  for (const [name, runs] of Object.entries(interactions)) {
    const totals = runs.map((r) => r.totalMs)
    const longest = runs.map((r) => r.longestMs)
    console.log(
      `  ${name.padEnd(18)} work max ${ms(Math.max(...totals))}, median ${ms(median(totals))};` +
        ` longest task max ${ms(Math.max(...longest))}` +
        `  [${runs.map((r) => `${r.totalMs.toFixed(0)}/${r.longestMs.toFixed(0)}`).join(', ')}]`,
    )
  }
}
