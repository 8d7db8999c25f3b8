#!/usr/bin/env node
// First-load JS (gzip) of studio routes: every script a fresh browser loads to show the page,
// gzipped here at level 9 (what a CDN would send). Needs a production build. The last line is
// the framework's floor: a path with no page (Next's not-found page, root layout and providers
// only), so what a route adds is its figure minus the floor.
// Usage: [BENCH_STUDIO_PORT=3520 BENCH_EMULATOR_PORT=4520] node bench/first-load-js.mjs [/create ...]
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs'
import { connectDemo, startStack } from './lib/stack.mjs'

const FLOOR = '/no-such-page'
const routes = [
  ...(process.argv.slice(2).length
    ? process.argv.slice(2)
    : ['/connect', '/models', '/create', '/gallery', '/assets']),
  FLOOR,
]
const stack = await startStack({
  emulatorPort: Number(process.env.BENCH_EMULATOR_PORT ?? 4520),
  studioPort: Number(process.env.BENCH_STUDIO_PORT ?? 3520),
})
let browser
try {
  browser = await chromium.launch(chromiumLaunchOptions())
  const cookie = await connectDemo(stack.studioUrl)
  for (const route of routes) {
    const context = await browser.newContext()
    const name = cookie.split('=')[0]
    await context.addCookies([{ name, value: cookie.slice(name.length + 1), url: stack.studioUrl }])
    const page = await context.newPage()
    const scripts = new Map()
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      const body = await response.body().catch(() => null)
      if (body) scripts.set(response.url(), body)
    })
    await page.goto(`${stack.studioUrl}${route}`, { waitUntil: 'networkidle' })
    let raw = 0
    let gzip = 0
    for (const body of scripts.values()) {
      raw += body.length
      gzip += gzipSync(body, { level: 9 }).length
    }
    console.log(
      `${(route === FLOOR ? 'floor' : route).padEnd(10)} ${scripts.size} scripts, ${(raw / 1024).toFixed(1)} kB raw, ${(gzip / 1024).toFixed(1)} kB gzip`,
    )
    await context.close()
  }
} finally {
  await browser?.close()
  stack.stop()
}
