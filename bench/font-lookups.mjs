#!/usr/bin/env node
// What a page's first style and layout wait for. On Linux, Chromium's page process asks the
// browser process, synchronously, for every font family it looks up by name and for the
// rendering settings of every font size and weight it first draws ("strikes"); the page's main
// thread waits meanwhile. A trace shows the wait as a long style or layout task that used little
// CPU, and Lighthouse's phone simulation counts all of it, times 4, as blocking work
// (docs/performance.md, "Judging a score on this machine").
//
// Per page, each run in a fresh Chromium (as Lighthouse runs it, with cold font caches), at a
// phone's width, no throttling: the families looked up by name, the strikes, their wall time,
// and style + layout's wall time against the CPU time they used. Signed in as the demo creator.
//
//   npx next build && node bench/font-lookups.mjs [--runs 5] /connect /create /gallery
// Ports: BENCH_STUDIO_PORT, BENCH_EMULATOR_PORT, BENCH_DATABASE_PORT.
import { readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from '../scripts/lib/chromium.mjs'
import { connectDemo } from './lib/stack.mjs'
import { startStudios } from './lib/studio-pair.mjs'
import { median } from './lib/median.mjs'

const { values, positionals: pages } = parseArgs({
  options: { runs: { type: 'string', default: '5' } },
  allowPositionals: true,
})
const port = (name, fallback) => Number(process.env[name] ?? fallback)
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'fonts']
const traceFile = path.join(tmpdir(), `font-lookups-${process.pid}.json`)

/** One load's font lookups and style/layout times, from the page's main thread in a trace. */
async function measure(url, cookie) {
  const browser = await chromium.launch({ executablePath: DEBIAN_CHROMIUM, args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      extraHTTPHeaders: cookie ? { cookie } : {},
    })
    const page = await context.newPage()
    await browser.startTracing(page, { path: traceFile, categories: CATEGORIES })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(2_000)
    await browser.stopTracing()
  } finally {
    await browser.close()
  }
  const events = JSON.parse(readFileSync(traceFile, 'utf8')).traceEvents
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(url),
  )
  const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X')
  const named = (name) => main.filter((e) => e.name === name)
  const wall = (list) => list.reduce((sum, e) => sum + e.dur / 1000, 0)
  const cpu = (list) => list.reduce((sum, e) => sum + (e.tdur ?? 0) / 1000, 0)
  const families = named('FontDataManager::onMatchFamilyStyle')
  const strikes = named('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike')
  const styleAndLayout = [...named('UpdateLayoutTree'), ...named('Layout')]
  return {
    families: families.map((e) => e.args?.family_name ?? '?'),
    familyMs: wall(families),
    strikes: strikes.length,
    strikeMs: wall(strikes),
    styleWall: wall(styleAndLayout),
    styleCpu: cpu(styleAndLayout),
  }
}

const ms = (n) => `${Math.round(n)}`

const pair = await startStudios({
  builds: [{ name: 'measured', dir: process.cwd(), port: port('BENCH_STUDIO_PORT', 3560) }],
  emulatorPort: port('BENCH_EMULATOR_PORT', 4560),
  databasePort: port('BENCH_DATABASE_PORT', 5560),
})
try {
  const base = pair.studios[0].url
  const cookie = (await connectDemo(base)).split(';')[0]
  console.log(
    '| page | families looked up by name | their wait ms | strikes | their wait ms | style+layout wall ms | of it CPU ms |',
  )
  console.log('|---|---|---|---|---|---|---|')
  for (const page of pages) {
    const url = `${base}${page}`
    await measure(url, page === '/connect' ? null : cookie) // warm-up: the server's first render
    const runs = []
    for (let i = 0; i < Number(values.runs); i += 1) {
      runs.push(await measure(url, page === '/connect' ? null : cookie))
    }
    const families = [...new Set(runs.flatMap((r) => r.families))].join(', ') || 'none'
    const row = [
      page,
      `${median(runs.map((r) => r.families.length))} (${families})`,
      ms(median(runs.map((r) => r.familyMs))),
      median(runs.map((r) => r.strikes)),
      ms(median(runs.map((r) => r.strikeMs))),
      ms(median(runs.map((r) => r.styleWall))),
      ms(median(runs.map((r) => r.styleCpu))),
    ]
    console.log(`| ${row.join(' | ')} |`)
  }
} finally {
  rmSync(traceFile, { force: true })
  pair.stop()
}
