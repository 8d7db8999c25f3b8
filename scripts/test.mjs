#!/usr/bin/env node
// `npm test`: lint, typecheck, unit and contract tests (vitest), the production build, its
// first-load JS budget, smoke tests of its standalone server and of `npm start`, then the browser tests
// (Playwright in Chromium) against the emulator and that build.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { ensureChromium } from './lib/chromium.mjs'
import { run } from './lib/processes.mjs'

const RESULTS = '.data/test-results'
rmSync(RESULTS, { recursive: true, force: true })
mkdirSync(RESULTS, { recursive: true })

async function step(name, command, args, env) {
  console.log(`\n▶ ${name}`)
  const started = Date.now()
  const code = await run(command, args, env)
  console.log(`${code === 0 ? '✔' : '✖'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  if (code !== 0) {
    summarize()
    process.exit(code)
  }
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null
}

function summarize() {
  const unit = readJson(`${RESULTS}/vitest.json`)
  const e2e = readJson(`${RESULTS}/playwright.json`)
  const passed =
    (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0)
  const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0)
  const skipped =
    (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0)
  console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
}

await step('lint', 'npm', ['run', '--silent', 'lint'])
await step('typecheck', 'npm', ['run', '--silent', 'typecheck'])
await step('unit and contract tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${RESULTS}/vitest.json`,
])

const chromium = ensureChromium()
if (!chromium) {
  summarize()
  process.exit(1)
}
await step('production build', 'npx', ['next', 'build'])
// Sizes are deterministic, so the first-load JS budget is a test (timings stay in bench/).
await step('first-load JS budget', 'node', ['scripts/first-load-budget.mjs'])
// The container's server from the same build: health, readiness, logs and a SIGTERM drain.
await step('standalone server smoke test', 'node', ['scripts/standalone-smoke.mjs'])
// The README's quick start on that build: `npm start` on free ports with a fresh data folder.
await step('quick start smoke test', 'node', ['scripts/quick-start-smoke.mjs'])
// Two instances of that server on one shared revocation store (a private redis-server).
await step('two-instance test', 'node', ['scripts/two-instances.mjs'])
await step('browser tests', 'npx', ['playwright', 'test'], {
  PLAYWRIGHT_CHROMIUM_PATH: chromium,
  PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS}/playwright.json`,
})
summarize()
