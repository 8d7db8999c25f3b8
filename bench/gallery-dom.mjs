#!/usr/bin/env node
// DOM size and scroll smoothness of the gallery with 10,000 generations. The list route is
// mocked in the browser (page.route), so any number of items can be served; thumbnails are
// small PNGs (raster, decoded like real outputs).
// Usage: node bench/gallery-dom.mjs [items]            (starts its own stack: needs `npm run build`)
//        STUDIO_URL=http://localhost:3000 node bench/gallery-dom.mjs   (uses a running studio)
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs'
import { solidPng } from './lib/png.mjs'
import { startStack } from './lib/stack.mjs'

const COUNT = Number(process.argv[2] ?? 10_000)
const MEDIA = 'https://media.bench.invalid'
const SIZES = [
  [1024, 1024],
  [1280, 720],
  [768, 1024],
  [1024, 576],
  [720, 1280],
  [1536, 1024],
]

function generations(count) {
  const start = Date.parse('2026-01-01T00:00:00Z')
  return Array.from({ length: count }, (_, i) => {
    const [width, height] = SIZES[i % SIZES.length]
    const kind = i % 20 === 7 ? 'audio' : i % 7 === 3 ? 'video' : 'image'
    const file = `${MEDIA}/${i}.${kind === 'image' ? 'png' : kind === 'video' ? 'mp4' : 'mp3'}`
    return {
      id: `bench-${i}`,
      status: i % 50 === 11 ? 'failed' : 'completed',
      model:
        kind === 'audio' ? 'text-to-dialogue-v3' : kind === 'video' ? 'veo3-1-fast' : 'flux-2-1K',
      prompt: `Bench item ${i}`,
      generation_type: kind === 'video' ? 'text-to-video' : 'text-to-image',
      created_at: new Date(start + i * 60_000).toISOString(),
      credits_deducted: 4,
      error_message: i % 50 === 11 ? 'Injected failure' : null,
      outputs:
        i % 50 === 11
          ? []
          : [
              {
                id: `o${i}`,
                media_type: kind,
                url: file,
                optimized_url: file,
                thumbnail_url: kind === 'audio' ? null : `${MEDIA}/${i}-thumb.png`,
                width: kind === 'audio' ? null : width,
                height: kind === 'audio' ? null : height,
                duration_seconds: kind === 'image' ? null : 8,
              },
            ],
    }
  })
}

const THUMBNAILS = Array.from({ length: 12 }, (_, i) =>
  solidPng(320, 240, [40 + i * 17, 90 + ((i * 53) % 120), 200 - i * 11]),
)
const thumbnailFor = (url) => THUMBNAILS[Number(/\/(\d+)/.exec(url)?.[1] ?? 0) % THUMBNAILS.length]

const stack = process.env.STUDIO_URL
  ? null
  : await startStack({ emulatorPort: 4520, studioPort: 3520 })
const base = process.env.STUDIO_URL ?? stack.studioUrl
const browser = await chromium.launch(chromiumLaunchOptions())
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const errors = []
  page.on('pageerror', (error) => errors.push(error.message))
  const connected = await page.request.post(`${base}/api/session`, { data: { demo: 'creator' } })
  if (!connected.ok()) throw new Error(`connect failed: ${connected.status()}`)

  const list = JSON.stringify({ generations: generations(COUNT), count: COUNT, limit: COUNT })
  await page.route('**/api/v1/generations?*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: list }),
  )
  await page.route(`${MEDIA}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'image/png',
      body: thumbnailFor(route.request().url()),
    }),
  )

  const started = Date.now()
  await page.goto(`${base}/gallery`)
  await page.getByRole('list', { name: 'Generations' }).getByRole('listitem').first().waitFor()
  const firstTilesMs = Date.now() - started

  const sample = () =>
    page.evaluate(() => ({
      nodes: document.getElementsByTagName('*').length,
      tiles: document.querySelectorAll('[role=listitem]').length,
      y: Math.round(window.scrollY),
      height: document.documentElement.scrollHeight,
    }))
  const atTop = await sample()

  // Jumps through the whole list (as with the scrollbar), then a continuous scroll (as with a
  // wheel) timing every frame.
  const samples = []
  for (let step = 1; step <= 60; step++) {
    await page.evaluate(
      (f) => window.scrollTo(0, f * document.documentElement.scrollHeight),
      step / 60,
    )
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    )
    samples.push(await sample())
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 3))
  const frames = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const times = []
        let last = performance.now()
        let count = 0
        const tick = (now) => {
          times.push(now - last)
          last = now
          window.scrollBy(0, 120)
          if (++count < 300) requestAnimationFrame(tick)
          else resolve(times.slice(1))
        }
        requestAnimationFrame(tick)
      }),
  )
  const after = await sample()
  const sorted = [...frames].sort((a, b) => a - b)
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))].toFixed(1)
  const maxNodes = Math.max(atTop.nodes, after.nodes, ...samples.map((s) => s.nodes))
  const maxTiles = Math.max(atTop.tiles, after.tiles, ...samples.map((s) => s.tiles))

  console.log(`gallery with ${COUNT} generations (${base})`)
  console.log(
    `first tiles on screen after      ${firstTilesMs} ms (navigation, list fetch + parse, layout)`,
  )
  console.log(`document height                  ${atTop.height} px`)
  console.log(`DOM elements at the top          ${atTop.nodes} (${atTop.tiles} tiles)`)
  console.log(
    `DOM elements while scrolling     max ${maxNodes}, last ${after.nodes} (max ${maxTiles} tiles)`,
  )
  console.log(
    `continuous scroll, 300 frames    p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${sorted.at(-1).toFixed(1)} ms, over 50 ms: ${frames.filter((t) => t > 50).length}`,
  )
  if (errors.length) console.log(`page errors: ${errors.join(' | ')}`)
} finally {
  await browser.close()
  await stack?.stop()
}
