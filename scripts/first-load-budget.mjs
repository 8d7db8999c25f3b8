#!/usr/bin/env node
// First-load JS budget, read from the production build in `.next` (run `next build` first).
// For every page of the App Router build, the scripts its HTML names (the root main files plus the
// entry chunks of its layouts and page) are gzipped at level 9, as bench/first-load-js.mjs does
// in a browser. The floor is the not-found page (root layout and providers only); each route may
// add at most BUDGET_KB over it. Sizes depend only on the build, so this is a test, not a bench:
// it exits 1 when a route is over its budget. New routes are picked up from the build itself.
// Usage: node scripts/first-load-budget.mjs [--json]
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import { gzipSync } from 'node:zlib'

const BUDGET_KB = 40
const NEXT = '.next'
const APP = path.join(NEXT, 'server', 'app')
const MANIFEST = 'page_client-reference-manifest.js'
const FLOOR_PAGE = '/_not-found/page'

/** Every page manifest under .next/server/app, by its App Router page name. */
function pageManifests(dir = APP) {
  const found = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...pageManifests(full))
    else if (entry.name === MANIFEST) found.push(full)
  }
  return found
}

/** The manifest is a script that assigns `globalThis.__RSC_MANIFEST[page]`; run it in a sandbox. */
function readManifest(file) {
  const sandbox = { globalThis: {} }
  sandbox.globalThis = sandbox
  runInNewContext(readFileSync(file, 'utf8'), sandbox)
  const [[page, manifest]] = Object.entries(sandbox.__RSC_MANIFEST)
  return { page, entryJSFiles: manifest.entryJSFiles ?? {} }
}

/** The URL path of a page name: route groups `(x)` and the trailing `/page` dropped. */
function routeOf(page) {
  const route = page
    .replace(/\/page$/, '')
    .split('/')
    .filter((part) => part && !/^\(.*\)$/.test(part))
    .join('/')
  return `/${route}`
}

const gzipCache = new Map()
function gzipBytes(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(readFileSync(path.join(NEXT, file)), { level: 9 }).length)
  }
  return gzipCache.get(file)
}

function firstLoadFiles(rootMainFiles, entryJSFiles) {
  return new Set([...rootMainFiles, ...Object.values(entryJSFiles).flat()])
}

const total = (files) => [...files].reduce((sum, file) => sum + gzipBytes(file), 0)
const kB = (bytes) => bytes / 1024

export function measure() {
  if (!existsSync(path.join(NEXT, 'build-manifest.json'))) {
    throw new Error('No production build in .next: run `npx next build` first.')
  }
  const { rootMainFiles } = JSON.parse(readFileSync(path.join(NEXT, 'build-manifest.json'), 'utf8'))
  const pages = pageManifests().map(readManifest)
  const floorPage = pages.find((p) => p.page === FLOOR_PAGE)
  if (!floorPage) throw new Error(`No ${FLOOR_PAGE} in the build`)
  const floorFiles = firstLoadFiles(rootMainFiles, floorPage.entryJSFiles)
  const floor = total(floorFiles)
  const routes = pages
    .filter((p) => p.page !== FLOOR_PAGE && !p.page.startsWith('/_'))
    .map(({ page, entryJSFiles }) => {
      const files = firstLoadFiles(rootMainFiles, entryJSFiles)
      const bytes = total(files)
      return { route: routeOf(page), kB: kB(bytes), overFloorKB: kB(bytes - floor) }
    })
    .sort((a, b) => a.route.localeCompare(b.route))
  return { budgetKB: BUDGET_KB, floorKB: kB(floor), routes }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = measure()
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result, null, 2))
  } else {
    console.log(`floor      ${result.floorKB.toFixed(1)} kB gzip (root layout, not-found page)`)
    for (const r of result.routes) {
      const mark = r.overFloorKB > BUDGET_KB ? '✖ over budget' : '✔'
      console.log(
        `${r.route.padEnd(10)} ${r.kB.toFixed(1).padStart(6)} kB gzip, +${r.overFloorKB.toFixed(1)} kB over the floor (budget +${BUDGET_KB}) ${mark}`,
      )
    }
  }
  const over = result.routes.filter((r) => r.overFloorKB > BUDGET_KB)
  if (over.length) {
    console.error(
      `First-load JS over budget (+${BUDGET_KB} kB gzip over the floor): ${over.map((r) => r.route).join(', ')}`,
    )
    process.exit(1)
  }
}
