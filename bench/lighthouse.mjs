#!/usr/bin/env node
// Lighthouse performance of studio pages, desktop and mobile (Lighthouse's default: 4x CPU, slow
// 4G, simulated), BEFORE vs AFTER side by side: two production builds on two ports, one emulator,
// runs interleaved (before/after order alternating each round), so the noise of a shared machine
// falls on both alike. Per page and build: one warm-up load, then the median of N runs per form
// factor; ratios are AFTER / BEFORE. Signed in as the demo creator (the cookie as an extra
// header); /connect is measured signed out. Chromium: CHROME_PATH, else Debian's.
//
//   npx next build                                   # AFTER: this checkout
//   (cd /tmp/before && npx next build)               # BEFORE: e.g. `git archive main | tar -x`
//   node bench/lighthouse.mjs --before /tmp/before [--runs 3] [/create /story ...]
// A page filter is a path (/gallery: the page and the page with a query), a path ending in / (a
// prefix: /orders/) or a path with its query's name (/gallery?view: only the detail).
// Ports: BENCH_STUDIO_PORT (after), BENCH_BEFORE_PORT, BENCH_EMULATOR_PORT, BENCH_DATABASE_PORT;
// BENCH_TIME_SCALE, the emulator's pace: 1 by default, the service's own (as `npm start`). The
// demo account is seeded within seconds at that pace too. Fast-forwarded (the tests' 0.02), the
// demo's premium orders are renewed every ~20 s: a page measured for up to 45 s then sees new
// orders arrive, their toasts and the gallery shelf making room for them, which a person at the
// service's pace sees a few times an hour.
// --form desktop|mobile measures one form factor only. Without --before, only this checkout is
// measured. Raw results go to .data/bench/. --why prints, for every run, what Lighthouse blames:
// the largest paint's element and its phases, the elements that shifted, the long tasks, the main
// thread's time by kind of work and the costliest scripts. --calibrate first measures a bare
// Next.js page (bench/lib/bare-next.mjs, ports BENCH_BARE_PORT and the next) the same way, as it
// is and served with the studio's headers: this machine's floor, and a studio page's.
// --newest-image first makes an image for the demo creator, so the account's newest result is one.
import { mkdirSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { CHROMIUM_ARGS, DEBIAN_CHROMIUM } from '../scripts/lib/chromium.mjs'
import { startBareNext } from './lib/bare-next.mjs'
import { why } from './lib/lighthouse-why.mjs'
import { connectDemo } from './lib/stack.mjs'
import {
  benchBoard,
  benchPort,
  madeImage,
  seededIds,
  startComparedStudios,
} from './lib/studio-pair.mjs'
import { median } from './lib/median.mjs'
import { printRelativeToFrame } from './lib/lighthouse-relative.mjs'

const { values: options, positionals } = parseArgs({
  options: {
    before: { type: 'string' },
    runs: { type: 'string', default: '3' },
    why: { type: 'boolean', default: false },
    form: { type: 'string' },
    calibrate: { type: 'boolean', default: false },
    'newest-image': { type: 'boolean', default: false },
  },
  allowPositionals: true,
})
const RUNS = Number(options.runs)

const FORM_FACTORS = options.form ? [options.form] : ['desktop', 'mobile']

/** One run; a run Lighthouse itself could not record (NO_NAVSTART on a starved machine) is retried. */
async function measure(url, formFactor, cookie) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(url, formFactor, cookie)
    } catch (error) {
      if (attempt === 3) throw error
      console.error(`retrying ${url} (${formFactor}): ${error.message}`)
    }
  }
}

async function measureOnce(url, formFactor, cookie) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? DEBIAN_CHROMIUM,
    chromeFlags: CHROMIUM_ARGS,
  })
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error' }
    flags.onlyCategories = ['performance', 'accessibility', 'best-practices']
    if (cookie) flags.extraHeaders = { Cookie: cookie }
    const config = formFactor === 'desktop' ? desktopConfig : undefined
    const { lhr } = await lighthouse(url, flags, config)
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
    const value = (id) => lhr.audits[id].numericValue
    const result = {
      score: Math.round(lhr.categories.performance.score * 100),
      tbt: value('total-blocking-time'),
      lcp: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      a11y: Math.round(lhr.categories.accessibility.score * 100),
      bp: Math.round(lhr.categories['best-practices'].score * 100),
    }
    if (options.why) console.log(`\n${url} (${formFactor}): ${JSON.stringify(result)}\n${why(lhr)}`)
    return result
  } finally {
    chrome.kill()
  }
}

/** The demo sign-in, tried again while a freshly started studio (on a busy machine) settles. */
async function signIn(url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await connectDemo(url)
    } catch (error) {
      if (attempt === 5) throw error
      await new Promise((resolve) => setTimeout(resolve, 3000))
    }
  }
}

/** A page's path as printed: the seeded ids replaced by a placeholder. */
const label = (page) =>
  page
    .replace(/=[\w-]+$/, '=…')
    .replace(/\/orders\/(?!queue)[\w-]+/, '/orders/<id>')
    .replace(/\/boards\/[\w-]+/, '/boards/<id>')
const ms = (x) => `${Math.round(x)}`
const ratio = (after, before) => (before > 0 ? `${(after / before).toFixed(2)}` : 'n/a')

/**
 * The bare Next.js page's rows per form factor, as it is and served with the studio's headers,
 * runs alternating between the two: the floor every page of this run stands on.
 */
async function calibrate() {
  const variants = [
    { page: 'bare Next.js page', studioHeaders: false },
    { page: "bare Next.js page, the studio's headers", studioHeaders: true },
  ]
  const bare = []
  try {
    for (const [i, variant] of variants.entries()) {
      bare.push({
        ...variant,
        ...(await startBareNext(benchPort('BENCH_BARE_PORT', 3532) + i, variant)),
      })
    }
    for (const { url } of bare) await measure(url, 'desktop', null)
    const rows = []
    for (const formFactor of FORM_FACTORS) {
      const runs = bare.map(() => [])
      for (let round = 0; round < RUNS; round += 1) {
        for (const [i, { url }] of bare.entries())
          runs[i].push(await measure(url, formFactor, null))
      }
      for (const [i, { page }] of bare.entries()) {
        const r = runs[i]
        const [score, tbt, lcp, cls] = ['score', 'tbt', 'lcp', 'cls'].map((k) =>
          median(r.map((x) => x[k])),
        )
        console.log(
          `| ${page} | ${formFactor} | ${score} | ${ms(tbt)} | ${ms(lcp)} | ${cls.toFixed(3)} |`,
        )
        rows.push({ page, formFactor, bare: { score, tbt, lcp, cls, runs: r } })
      }
    }
    return rows
  } finally {
    for (const { stop } of bare) stop()
  }
}

const pair = await startComparedStudios(options.before, {
  timeScale: Number(process.env.BENCH_TIME_SCALE ?? 1),
})
try {
  const studios = []
  for (const studio of pair.studios) studios.push({ ...studio, cookie: await signIn(studio.url) })
  const { view, order } = await seededIds(studios[0].url, studios[0].cookie)
  // The studios share one database: a board made through one is the account's in both.
  const board = await benchBoard(studios[0].url, studios[0].cookie, view)
  if (options['newest-image']) await madeImage(pair.emulatorUrl)
  const allPages = [
    '/connect',
    '/create',
    '/gallery',
    `/gallery?view=${view}`,
    '/assets',
    '/audio',
    '/tools',
    '/story',
    '/orders',
    `/orders/${order}`,
    '/orders/queue',
    '/models',
    '/usage',
    '/boards',
    `/boards/${board}`,
  ]
  const pages = positionals.length
    ? allPages.filter(
        (p) =>
          p === '/connect' ||
          positionals.some(
            (o) =>
              p === o ||
              p.startsWith(`${o}?`) ||
              p.startsWith(`${o}=`) ||
              (o.endsWith('/') && p.startsWith(o)),
          ),
      )
    : allPages
  const names = studios.map((s) => s.name)
  const ratioColumn = studios.length === 2 ? ['TBT after/before'] : []
  const header = [
    'page',
    'form',
    ...names.map((n) => `score ${n}`),
    ...names.map((n) => `TBT ms ${n}`),
  ]
  header.push(...ratioColumn, ...names.map((n) => `LCP ms ${n}`))
  header.push(...(ratioColumn.length ? ['LCP after/before'] : []), ...names.map((n) => `CLS ${n}`))
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`)
  const results = []
  if (options.calibrate) results.push(...(await calibrate()))
  for (const page of pages) {
    const cookieOf = (studio) => (page === '/connect' ? null : studio.cookie)
    for (const studio of studios) await measure(studio.url + page, 'desktop', cookieOf(studio))
    const runs = Object.fromEntries(studios.map((s) => [s.name, { desktop: [], mobile: [] }]))
    for (let round = 0; round < RUNS; round += 1) {
      const order = round % 2 === 0 ? studios : [...studios].reverse()
      for (const formFactor of FORM_FACTORS) {
        for (const studio of order) {
          runs[studio.name][formFactor].push(
            await measure(studio.url + page, formFactor, cookieOf(studio)),
          )
        }
      }
    }
    for (const formFactor of FORM_FACTORS) {
      const row = { page, formFactor }
      for (const studio of studios) {
        const r = runs[studio.name][formFactor]
        row[studio.name] = {
          score: median(r.map((x) => x.score)),
          tbt: median(r.map((x) => x.tbt)),
          lcp: median(r.map((x) => x.lcp)),
          cls: median(r.map((x) => x.cls)),
          a11y: median(r.map((x) => x.a11y)),
          bp: median(r.map((x) => x.bp)),
          runs: r,
        }
      }
      results.push(row)
      const cells = (key, format) => studios.map((s) => format(row[s.name][key]))
      const both = studios.length === 2
      const line = [
        label(page),
        formFactor,
        ...cells('score', String),
        ...cells('tbt', ms),
        ...(both ? [ratio(row.after.tbt, row.before.tbt)] : []),
        ...cells('lcp', ms),
        ...(both ? [ratio(row.after.lcp, row.before.lcp)] : []),
        ...cells('cls', (x) => x.toFixed(3)),
      ]
      console.log(`| ${line.join(' | ')} |`)
    }
  }
  printRelativeToFrame(results, names, label)
  mkdirSync('.data/bench', { recursive: true })
  const file = `.data/bench/lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`
  writeFileSync(file, JSON.stringify(results, null, 2))
  console.log(`\nMedians of ${RUNS} runs after a warm-up. Raw runs: ${file}`)
} finally {
  pair.stop()
}
