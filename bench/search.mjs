#!/usr/bin/env node
// Search with a long history: the demo creator with 10,000 more generations (the emulator's
// EMULATOR_SEED_BULK_HISTORY), indexed the way the studio indexes them (history reads through its
// proxy, slice by slice), then searched through GET /api/studio/search: p50 and p95 of a mix of
// searches (words, parts of words, a phrase, keys, filters, deep pages), each interleaved with a
// plain workspace read (GET /api/studio/jobs) for the ratio; on the embedded database and, when
// BENCH_DATABASE_URL names one, on a real PostgreSQL; beside them, the account's other workspace
// reads with its tray, boards and stars at their bounds (bench/lib/workspace-fill.mjs). Then, in
// Chromium on the first, the main thread's work (CDP TaskDuration) from typing a search to its
// results drawn, in the gallery and in the palette. Needs a production build (`npx next build`).
//   BENCH_DATABASE_URL=postgresql://… node bench/search.mjs [rounds]
import { chmodSync, mkdtempSync } from 'node:fs'
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
import { fillWorkspace, timeWorkspaceReads } from './lib/workspace-fill.mjs'

const rounds = Number(process.argv[2] ?? 5)
const items = Number(process.env.BENCH_SEARCH_ITEMS ?? 10_000)
const emulatorPort = Number(process.env.BENCH_EMULATOR_PORT ?? 4510)
const studioPort = Number(process.env.BENCH_STUDIO_PORT ?? 3510)
const databasePort = Number(process.env.BENCH_EMBEDDED_DATABASE_PORT ?? 5510)
const dataDir = mkdtempSync(path.join(tmpdir(), 'media-studio-bench-search-'))
// When root, the embedded database runs as another user, which must be able to enter the folder.
chmodSync(dataDir, 0o755)
const emulatorUrl = `http://127.0.0.1:${emulatorPort}`
const studioUrl = `http://127.0.0.1:${studioPort}`
const p95 = (values) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]

/** The searches measured: what a person types, from one common word to keys and filters. */
const SEARCHES = [
  { q: 'lighthouse' },
  { q: 'fox rain' },
  { q: 'light' },
  { q: 'house' },
  { q: '"in the rain"' },
  { q: 'study 4242' },
  { q: 'comet kind:image' },
  { q: 'model:veo' },
  { q: 'kind:video before:2099-01-01' },
  { q: 'orchard', status: 'failed' },
  { q: 'watercolour starred' },
  { q: 'zebra' },
  { q: '', model: 'flux-2' },
]

async function timed(url, cookie) {
  const started = performance.now()
  const response = await fetch(url, { headers: { cookie } })
  const body = await response.json()
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`)
  return { ms: performance.now() - started, body }
}

const searchUrl = (search, after) => {
  const params = new URLSearchParams({ limit: '60', ...search })
  if (after) params.set('after', after)
  return `${studioUrl}/api/studio/search?${params}`
}

async function measureSearches(cookie) {
  const search = []
  const base = []
  const deep = []
  for (let round = 0; round < rounds; round++) {
    for (const query of SEARCHES) {
      search.push((await timed(searchUrl(query), cookie)).ms)
      base.push((await timed(`${studioUrl}/api/studio/jobs`, cookie)).ms)
    }
    // Five pages into the largest search: keyset pages cost the same however deep.
    let after = null
    for (let page = 0; page < 5; page++) {
      const { ms, body } = await timed(searchUrl({ q: 'kind:image' }, after), cookie)
      deep.push(ms)
      after = body.next
      if (!after) break
    }
  }
  return { search, base, deep }
}

/** Main-thread work (ms) between two points, as Chromium counts it (all tasks, not only long ones). */
async function taskMs(cdp, act) {
  const read = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value
  const before = await read()
  await act()
  return ((await read()) - before) * 1000
}

async function measureDrawing(cookie) {
  const browser = await chromium.launch(chromiumLaunchOptions())
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
    const [name, value] = cookie.split('=')
    await context.addCookies([{ name, value, url: studioUrl }])
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await page.goto(`${studioUrl}/gallery`)
    await page.getByRole('list', { name: 'Generations' }).getByRole('listitem').first().waitFor()
    const field = page.getByRole('searchbox', { name: 'Search your results' })
    // The field's code loads beside the page's: typed into before, its words would be lost.
    await page.waitForLoadState('networkidle')
    const summary = page.getByText(/results?, best match first/)
    const gallery = []
    for (const word of ['lighthouse', 'harbour', 'violin', 'glacier', 'market']) {
      gallery.push(
        await taskMs(cdp, async () => {
          await field.fill(word)
          await field.press('Enter')
          await page.waitForFunction((w) => location.search.includes(`q=${w}`), word)
          await summary.waitFor()
          await page
            .getByRole('list', { name: 'Generations' })
            .getByRole('listitem')
            .first()
            .waitFor()
          await page.evaluate(
            () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
          )
        }),
      )
      await field.fill('')
      await field.press('Enter')
      await page.waitForFunction(() => !new URLSearchParams(location.search).has('q'))
    }
    const palette = []
    for (const word of ['orchard', 'comet', 'fox', 'market', 'violin']) {
      await page.keyboard.press('Control+k')
      const input = page.getByRole('dialog', { name: 'Commands' }).getByRole('combobox')
      await input.waitFor()
      palette.push(
        await taskMs(cdp, async () => {
          await input.fill(word)
          await page
            .getByRole('group', { name: 'Your results' })
            .getByRole('option')
            .first()
            .waitFor()
          await page.evaluate(
            () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
          )
        }),
      )
      await page.keyboard.press('Escape')
    }
    return { gallery, palette }
  } finally {
    await browser.close()
  }
}

async function run(name, env, drawing) {
  const studio = startStudio({
    name: `studio-${name.replaceAll(' ', '-')}`,
    port: studioPort,
    emulatorUrl,
    dataDir,
    env,
  })
  try {
    await waitForHttp(`${studioUrl}/api/session`, 120_000)
    const cookie = await connectDemo(studioUrl)
    const fill = await fillIndex(studioUrl, cookie, items)
    const workspace = await fillWorkspace(studioUrl, cookie)
    const result = { name, fill, ...(await measureSearches(cookie)) }
    result.reads = await timeWorkspaceReads(studioUrl, cookie, workspace.board, rounds * 10)
    result.coverage = (await timed(searchUrl({ q: '' }), cookie)).body.coverage
    if (drawing) result.drawing = await measureDrawing(cookie)
    return result
  } finally {
    stopAll([studio])
    if (studio.exitCode === null) await new Promise((r) => studio.once('exit', r))
  }
}

if (!prepareStandalone()) throw new Error('no production build: run `npx next build` first')
const emulator = startEmulator({
  port: emulatorPort,
  dataDir,
  env: { EMULATOR_RATE_LIMIT_SCALE: '100', EMULATOR_SEED_BULK_HISTORY: String(items) },
})
const results = []
try {
  await waitForHttp(`${emulatorUrl}/health`)
  await waitForBulkHistory(emulatorUrl, items)
  const database = await startEmbeddedDatabase({ dataDir, port: databasePort, durable: false })
  try {
    await database.ready
    results.push(await run('embedded database', database.env, true))
  } finally {
    await database.stop()
  }
  if (process.env.BENCH_DATABASE_URL) {
    results.push(await run('real PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL }))
  } else console.log('(BENCH_DATABASE_URL not set: the real PostgreSQL is not measured)')
} finally {
  stopAll([emulator])
}

const ms = (v) => `${v.toFixed(1)} ms`
for (const r of results) {
  console.log(
    `${r.name}: ${r.fill.indexed} results indexed from ${r.fill.reads} history reads in ${(r.fill.ms / 1000).toFixed(0)} s`,
  )
  console.log(
    `  search (${r.search.length}): p50 ${ms(median(r.search))}, p95 ${ms(p95(r.search))};` +
      ` GET /api/studio/jobs p50 ${ms(median(r.base))}, p95 ${ms(p95(r.base))};` +
      ` p95 ratio ${(p95(r.search) / p95(r.base)).toFixed(2)}x`,
  )
  console.log(
    `  pages 1-5 of kind:image (${r.deep.length}): p50 ${ms(median(r.deep))}, p95 ${ms(p95(r.deep))}`,
  )
  console.log(`  index: ${r.coverage.items} results, complete: ${r.coverage.complete}`)
  console.log(
    `  workspace at its bounds: ${Object.entries(r.reads)
      .map(([name, t]) => `${name} p50 ${ms(median(t))}, p95 ${ms(p95(t))}`)
      .join('; ')}`,
  )
  if (r.drawing) {
    const { gallery, palette } = r.drawing
    console.log(
      `  main-thread work, search typed to results drawn: gallery median ${ms(median(gallery))}, max ${ms(Math.max(...gallery))};` +
        ` palette median ${ms(median(palette))}, max ${ms(Math.max(...palette))}`,
    )
    // In the order typed: the first of each is the first search of the page.
    console.log(
      `  each: gallery ${gallery.map((v) => v.toFixed(0)).join(', ')} ms;` +
        ` palette ${palette.map((v) => v.toFixed(0)).join(', ')} ms`,
    )
  }
}
