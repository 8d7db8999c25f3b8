#!/usr/bin/env node
// Lighthouse accessibility score of every studio page, desktop and mobile, connected as the demo
// creator (the connect page disconnected). Runs `npx -y lighthouse@12` from the temp directory
// (no dependency of the repo; Lighthouse 13 wants Node 22) against a running studio:
//   PORT=3611 EMULATOR_PORT=4611 node scripts/start.mjs   # then, once seeding is done:
//   CHROME_PATH=/usr/bin/chromium node bench/lighthouse-a11y.mjs http://localhost:3611 [path...]
// Prints page x form factor -> score and the failing audits with their first nodes.
import { execFile } from 'node:child_process'
import { tmpdir } from 'node:os'
import { promisify } from 'node:util'

const run = promisify(execFile)
const base = process.argv[2] ?? 'http://localhost:3611'
const only = process.argv.slice(3)

async function connect() {
  const res = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ demo: 'creator' }),
  })
  const cookie = res.headers.get('set-cookie')?.split(';')[0]
  if (!res.ok || !cookie) throw new Error(`POST /api/session: ${res.status}`)
  return cookie
}

async function seededIds(cookie) {
  const res = await fetch(`${base}/api/v1/generations?limit=100`, { headers: { cookie } })
  const { generations } = await res.json()
  const done = generations.find((g) => g.status === 'completed' && !g.order_id)
  const order = generations.find((g) => g.order_id)
  if (!done || !order) throw new Error('seeding not finished: no completed generation or order')
  return { view: done.id, order: order.order_id }
}

async function lighthouse(url, preset, cookie) {
  const args = ['-y', 'lighthouse@12', url, '--only-categories=accessibility', '--output=json']
  args.push('--quiet', '--chrome-flags=--headless=new --no-sandbox')
  if (preset === 'desktop') args.push('--preset=desktop')
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`)
  const { stdout } = await run('npx', args, { cwd: tmpdir(), maxBuffer: 64 << 20 })
  const report = JSON.parse(stdout)
  const failing = Object.values(report.audits)
    .filter((a) => a.score === 0 && a.scoreDisplayMode === 'binary')
    .map((a) => {
      const nodes = (a.details?.items ?? []).slice(0, 3).map((i) => i.node?.snippet ?? '')
      return `${a.id}: ${nodes.join(' | ')}`
    })
  return { score: Math.round(report.categories.accessibility.score * 100), failing }
}

const cookie = await connect()
const { view, order } = await seededIds(cookie)
const pages = [
  ['/create'],
  ['/gallery'],
  [`/gallery?view=${view}`],
  ['/assets'],
  ['/audio'],
  ['/tools'],
  ['/story'],
  ['/orders'],
  [`/orders/${order}`],
  ['/orders/queue'],
  ['/models'],
  ['/connect', false],
].filter(([path]) => only.length === 0 || only.some((o) => path.startsWith(o)))

console.log('| page | desktop | mobile |\n|---|---|---|')
const problems = []
for (const [path, connected = true] of pages) {
  const row = []
  for (const preset of ['desktop', 'mobile']) {
    const result = await lighthouse(base + path, preset, connected ? cookie : null)
    row.push(result.score)
    for (const f of result.failing) problems.push(`${path} (${preset}) ${f}`)
  }
  console.log(`| ${path} | ${row.join(' | ')} |`)
}
if (problems.length) console.log(`\nFailing audits:\n${problems.join('\n')}`)
