#!/usr/bin/env node
// First-load JS budget, read from the production build in `.next` (run `next build` first).
// For every page of the App Router build, the scripts its HTML names (the root main files plus the
// entry chunks of its layouts and page; what loads later, on demand, is not first-load) are
// gzipped at level 9, as bench/first-load-js.mjs does in a browser.
//
// The floor is /connect's first load: the root layout and a small form, the studio's own frame
// (issue 78). Every route may load at most ROUTE_BUDGET_KB more than it, counting everything it
// loads first, zod's runtime and schemas included: a phone downloads and parses them all the same.
// zod's runtime (the chunk that defines `$ZodType`) is printed on its own too, with a budget of its
// own: four of its modules the browser never runs are stubbed there (scripts/lib/zod-browser-stubs.js).
// Sizes depend only on the build, so this is a test, not a bench: it exits 1 when a budget is exceeded.
// The root layout's own first load (the not-found page's) must not hold zod's schemas: the root
// layout only sets zod's browser options (through zod's small core config).
// Some code belongs to one page only (PAGE_ONLY): a page that loads another's at first fails too,
// and a page that parses nothing as it starts (PARSE_NOTHING_AT_FIRST) fails if it loads zod.
// Every first-load script must start with the compile hint next.config.ts adds after compiling.
// New routes are picked up from the build itself.
// Usage: node scripts/first-load-budget.mjs [--json]
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { hasCompileHint } from './lib/compile-hints.mjs'
import { everyFirstLoadScript, firstLoadFiles, readFirstLoads } from './lib/first-load-files.mjs'

const ROUTE_BUDGET_KB = 40
const PARSER_RUNTIME_BUDGET_KB = 24
/** A string only zod's core runtime contains (its base schema class registers under it). */
const PARSER_RUNTIME_MARKER = '"$ZodType"'
/** A string only zod's schema definitions contain (the floor may hold its small config module). */
const SCHEMAS_MARKER = '"$ZodObject"'
/**
 * Code that belongs to one page's first load and no other's: a string only it contains, and the
 * pages allowed to carry it. The connect form's key check is /connect's alone: every studio page
 * reads the session (lib/session/session-state.ts), none of them checks a pasted key.
 */
const PAGE_ONLY = [
  { what: "the connect form's key check", marker: 'Paste your API key.', pages: ['/connect'] },
]
/**
 * Pages that parse nothing as they start, so load no zod at first: the sign-in page's one schema
 * (the pasted key's) loads at its first submit (lib/forms/lazy-resolver.ts).
 */
const PARSE_NOTHING_AT_FIRST = ['/connect']
const NEXT = '.next'
/** The page whose first load is the floor, and the root layout's own (no page of its own). */
const FLOOR_PAGE = '/connect/page'
const ROOT_PAGE = '/_not-found/page'

/** The URL path of a page name: route groups `(x)` and the trailing `/page` dropped. */
function routeOf(page) {
  const route = page
    .replace(/\/page$/, '')
    .split('/')
    .filter((part) => part && !/^\(.*\)$/.test(part))
    .join('/')
  return `/${route}`
}

const contains = (marker) => (file) => readFileSync(path.join(NEXT, file), 'utf8').includes(marker)
const isParserRuntime = contains(PARSER_RUNTIME_MARKER)

const gzipCache = new Map()
function gzipBytes(file) {
  if (!gzipCache.has(file)) {
    gzipCache.set(file, gzipSync(readFileSync(path.join(NEXT, file)), { level: 9 }).length)
  }
  return gzipCache.get(file)
}

const total = (files) => [...files].reduce((sum, file) => sum + gzipBytes(file), 0)
const kB = (bytes) => bytes / 1024

export function measure() {
  if (!existsSync(path.join(NEXT, 'build-manifest.json'))) {
    throw new Error('No production build in .next: run `npx next build` first.')
  }
  const build = readFirstLoads(NEXT)
  const { rootFiles: rootMainFiles, pages } = build
  const filesOf = (name) => {
    const page = pages.find((p) => p.page === name)
    if (!page) throw new Error(`No ${name} in the build`)
    return firstLoadFiles(rootMainFiles, page.entryJSFiles)
  }
  const rootFiles = filesOf(ROOT_PAGE)
  const floor = total(filesOf(FLOOR_PAGE))
  const parserFiles = new Set()
  const routes = pages
    .filter((p) => !p.page.startsWith('/_'))
    .map(({ page, entryJSFiles }) => {
      const files = firstLoadFiles(rootMainFiles, entryJSFiles)
      const parser = [...files].filter((f) => !rootFiles.has(f) && isParserRuntime(f))
      for (const f of parser) parserFiles.add(f)
      const bytes = total(files)
      const strays = PAGE_ONLY.filter(
        (only) => !only.pages.includes(routeOf(page)) && [...files].some(contains(only.marker)),
      ).map((only) => only.what)
      return {
        route: routeOf(page),
        kB: kB(bytes),
        overFloorKB: kB(bytes - floor),
        zodRuntimeKB: kB(total(parser)),
        strays,
        loadsParserNeedlessly: parser.length > 0 && PARSE_NOTHING_AT_FIRST.includes(routeOf(page)),
      }
    })
    .sort((a, b) => a.route.localeCompare(b.route))
  return {
    unhinted: everyFirstLoadScript(build).filter(
      (file) => !hasCompileHint(readFileSync(path.join(NEXT, file), 'utf8')),
    ),
    rootHasParserRuntime: [...rootFiles].some(contains(SCHEMAS_MARKER)),
    routeBudgetKB: ROUTE_BUDGET_KB,
    parserRuntimeBudgetKB: PARSER_RUNTIME_BUDGET_KB,
    floorKB: kB(floor),
    parserRuntimeKB: kB(total(parserFiles)),
    routes,
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = measure()
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result, null, 2))
  } else {
    const parserMark = result.parserRuntimeKB > PARSER_RUNTIME_BUDGET_KB ? '✖ over budget' : '✔'
    console.log(
      `floor          ${result.floorKB.toFixed(1)} kB gzip (/connect: the root layout and its form)`,
    )
    console.log(
      `zod runtime    ${result.parserRuntimeKB.toFixed(1)} kB gzip (budget ${PARSER_RUNTIME_BUDGET_KB}) ${parserMark}`,
    )
    for (const r of result.routes) {
      const mark = r.overFloorKB > ROUTE_BUDGET_KB ? '✖ over budget' : '✔'
      const over = `${r.overFloorKB >= 0 ? '+' : ''}${r.overFloorKB.toFixed(1)}`
      console.log(
        `${r.route.padEnd(17)} ${r.kB.toFixed(1).padStart(6)} kB gzip: ${over} over the floor, zod's runtime included (budget +${ROUTE_BUDGET_KB}) ${mark}`,
      )
    }
  }
  const over = result.routes.filter((r) => r.overFloorKB > ROUTE_BUDGET_KB)
  if (over.length) {
    console.error(
      `First-load JS over budget (+${ROUTE_BUDGET_KB} kB gzip over /connect's, zod included): ${over.map((r) => r.route).join(', ')}`,
    )
  }
  if (result.parserRuntimeKB > PARSER_RUNTIME_BUDGET_KB) {
    console.error(`zod's runtime is over its ${PARSER_RUNTIME_BUDGET_KB} kB gzip budget`)
  }
  const strayed = result.routes.filter((r) => r.strays.length)
  for (const r of strayed)
    console.error(`${r.route} loads first what is not its own: ${r.strays.join(', ')}`)
  const needless = result.routes.filter((r) => r.loadsParserNeedlessly)
  for (const r of needless)
    console.error(`${r.route} parses nothing as it starts, yet loads zod's runtime first`)
  if (result.rootHasParserRuntime) {
    console.error("zod's schemas are in the root layout's first load: import them from a page")
  }
  // next.config.ts hints every first-load script (scripts/lib/compile-hints.mjs).
  if (result.unhinted.length) {
    console.error(`First-load scripts without the compile hint: ${result.unhinted.join(', ')}`)
  }
  const failed =
    over.length ||
    strayed.length ||
    needless.length ||
    result.parserRuntimeKB > PARSER_RUNTIME_BUDGET_KB
  if (failed || result.rootHasParserRuntime || result.unhinted.length) process.exit(1)
}
