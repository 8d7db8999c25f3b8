#!/usr/bin/env node
// The studio server's CPU time to hand out one page's first-load scripts and stylesheets, as a
// browser that takes brotli gets them (the build's brotli copies, lib/server/precompressed-static.ts)
// against one that takes only gzip (Next compressing each file on every request), side by side in
// one run, rounds alternating. Also the bytes sent each way. CPU is read from /proc (Linux), for the
// server's whole process tree, so it includes everything a request costs it.
// Needs a production build (npm run build). Usage: node bench/static-serving-cpu.mjs [rounds] [page]
import { readFileSync } from 'node:fs'
import { get } from 'node:http'
import { connectDemo, processTree, startStack } from './lib/stack.mjs'

const ROUNDS = Number(process.argv[2] ?? 20)
const PAGE = process.argv[3] ?? '/create'
const BROWSER = 'gzip, deflate, br, zstd'
const GZIP_ONLY = 'gzip, deflate'
const TICK_MS = 10 // USER_HZ is 100 on Linux

/** User + system CPU of a process tree so far, in ms. */
function cpuMs(rootPid) {
  let ticks = 0
  for (const pid of processTree(rootPid)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // ended while we looked
    }
  }
  return ticks * TICK_MS
}

/** One file as the server sends it (not decoded): its bytes on the wire. */
function wireBytes(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`))
      let bytes = 0
      response.on('data', (chunk) => (bytes += chunk.length))
      response.on('end', () => resolve(bytes))
    }).on('error', reject)
  })
}

/** Every file at once, as a browser asks for them; the bytes sent for all of them. */
async function loadAll(origin, files, acceptEncoding) {
  const sizes = await Promise.all(
    files.map((file) => wireBytes(`${origin}${file}`, acceptEncoding)),
  )
  return sizes.reduce((sum, size) => sum + size, 0)
}

const stack = await startStack()
try {
  const cookie = await connectDemo(stack.studioUrl)
  const html = await (await fetch(`${stack.studioUrl}${PAGE}`, { headers: { cookie } })).text()
  const files = [...new Set(html.match(/\/_next\/static\/[^"'\s]+\.(?:js|css)/g) ?? [])]
  if (!files.length) throw new Error(`${PAGE}: no static files found in its HTML`)
  const series = { [BROWSER]: { cpu: [], bytes: 0 }, [GZIP_ONLY]: { cpu: [], bytes: 0 } }
  // A warm-up of each, then rounds in alternating order.
  for (const accept of Object.keys(series)) await loadAll(stack.studioUrl, files, accept)
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 ? [GZIP_ONLY, BROWSER] : [BROWSER, GZIP_ONLY]
    for (const accept of order) {
      const before = cpuMs(stack.studio.pid)
      series[accept].bytes = await loadAll(stack.studioUrl, files, accept)
      series[accept].cpu.push(cpuMs(stack.studio.pid) - before)
    }
  }
  const total = (values) => values.reduce((sum, value) => sum + value, 0)
  const perLoad = (accept) => total(series[accept].cpu) / ROUNDS
  console.log(`${PAGE}: ${files.length} first-load files, ${ROUNDS} loads each way`)
  for (const accept of Object.keys(series)) {
    const kb = (series[accept].bytes / 1000).toFixed(1)
    console.log(
      `  accept-encoding "${accept}": ${perLoad(accept).toFixed(1)} ms CPU a load, ${kb} kB sent`,
    )
  }
  const ratio = perLoad(BROWSER) / perLoad(GZIP_ONLY)
  const bytes = series[BROWSER].bytes / series[GZIP_ONLY].bytes
  console.log(
    `  brotli copies / gzip per request: CPU ${ratio.toFixed(2)}x, bytes ${bytes.toFixed(2)}x`,
  )
} finally {
  stack.stop()
}
