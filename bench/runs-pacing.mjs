#!/usr/bin/env node
// A run of 60 items with the service's media-start limit cut to 3 a minute
// (EMULATOR_RATE_LIMIT_MEDIA_PER_MINUTE=3), through two instances of the production studio on one
// embedded database, with no page open, the instance the run was started on killed (SIGKILL) once
// half the items are sent (KILL=0 keeps it): how many POSTs reached the service, how many it refused,
// how the time from the first start to the last compares with the limit's floor (19 minutes:
// 3 at once, then 3 a minute), and whether the credits spent equal the total the studio showed.
// Takes about 20 minutes. Needs a production build (`npx next build`).
//
//   node bench/runs-pacing.mjs            (ITEMS=60 LIMIT=3 by default)
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, cpSync, mkdtempSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startEmbeddedDatabase } from '../scripts/lib/embedded-database.mjs'
import { startService, stopAll, waitForHttp } from '../scripts/lib/processes.mjs'
import { freePort, prepareStandalone, STANDALONE } from '../scripts/lib/standalone.mjs'

const ITEMS = Number(process.env.ITEMS ?? 60)
const LIMIT = Number(process.env.LIMIT ?? 3)
const KILL = process.env.KILL !== '0'
const MODEL = 'flux-2-1K'
const FLOOR_MS = Math.floor((ITEMS - 1) / LIMIT) * 60_000

const dataDir = mkdtempSync(path.join(tmpdir(), 'runs-pacing-'))
// When root, the embedded database runs as another user, which must be able to enter the folder.
chmodSync(dataDir, 0o755)
const children = []
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** The service's side of the count: every start it was sent, and every one it refused (429). */
function startCountingRelay(target) {
  const starts = []
  const refused = []
  /** The studio's free key check (an empty body, docs/decisions.md §D29): counted apart. */
  const checks = []
  const server = createServer((req, res) => {
    const chunks = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', async () => {
      const headers = { ...req.headers }
      delete headers.host
      delete headers.connection
      delete headers['content-length']
      try {
        const answer = await fetch(`${target}${req.url}`, {
          method: req.method,
          headers,
          body: req.method === 'POST' ? Buffer.concat(chunks) : undefined,
        })
        const text = await answer.text()
        if (req.method === 'POST' && req.url.startsWith('/v1/generate/media')) {
          const body = Buffer.concat(chunks).toString()
          if (body === '{}') checks.push(Date.now())
          else starts.push(Date.now())
          if (answer.status === 429) refused.push(Date.now())
        }
        const out = { 'content-type': answer.headers.get('content-type') ?? 'application/json' }
        for (const name of [
          'retry-after',
          'x-ratelimit-limit',
          'x-ratelimit-remaining',
          'x-ratelimit-reset',
        ]) {
          const value = answer.headers.get(name)
          if (value) out[name] = value
        }
        res.writeHead(answer.status, out).end(text)
      } catch {
        res.destroy()
      }
    })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        starts,
        refused,
        checks,
        server,
      }),
    ),
  )
}

async function main() {
  if (!prepareStandalone()) process.exit(1)
  // A copy of the build: a rebuild while this runs does not pull the server from under it.
  const build = path.join(dataDir, 'standalone')
  cpSync(STANDALONE, build, { recursive: true, verbatimSymlinks: true })

  const emulatorPort = Number(process.env.BENCH_EMULATOR_PORT ?? (await freePort()))
  const studioPort = Number(process.env.BENCH_STUDIO_PORT ?? (await freePort()))
  const secondPort = Number(process.env.BENCH_SECOND_STUDIO_PORT ?? (await freePort()))
  const emulatorUrl = `http://127.0.0.1:${emulatorPort}`
  const studio = `http://127.0.0.1:${studioPort}`
  const second = `http://127.0.0.1:${secondPort}`
  children.push(
    startService('emulator', process.execPath, ['--import', 'tsx', 'emulator/main.ts'], {
      EMULATOR_PORT: String(emulatorPort),
      EMULATOR_DATA_DIR: path.join(dataDir, 'emulator'),
      EMULATOR_TIME_SCALE: '0.02',
      EMULATOR_SEED_HISTORY: 'false',
      EMULATOR_RATE_LIMIT_MEDIA_PER_MINUTE: String(LIMIT),
    }),
  )
  await waitForHttp(`${emulatorUrl}/health`)
  const relay = await startCountingRelay(emulatorUrl)
  database = await startEmbeddedDatabase({
    dataDir: path.join(dataDir, 'studio'),
    port: process.env.BENCH_DATABASE_PORT ? Number(process.env.BENCH_DATABASE_PORT) : undefined,
    log: () => {},
  })
  await database.ready
  // Two instances of one studio: one database, one session secret (a run's sealed key opens on both).
  const secret = randomBytes(32).toString('hex')
  const instance = (port) =>
    spawn(process.execPath, ['server.js'], {
      cwd: build,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        HOSTNAME: '127.0.0.1',
        PORT: String(port),
        STUDIO_UPSTREAM_URL: relay.url,
        STUDIO_DATA_DIR: path.join(dataDir, 'studio'),
        DATABASE_URL: database.url,
        SESSION_SECRET: secret,
        NEXT_MANUAL_SIG_HANDLE: '1',
      },
    })
  const first = instance(studioPort)
  children.push(first, instance(secondPort))
  await waitForHttp(`${studio}/api/session`, 180_000)
  await waitForHttp(`${second}/api/session`, 180_000)

  const connected = await fetch(`${studio}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: studio },
    body: JSON.stringify({ apiKey: 'sk_live_demo_creator' }),
  })
  if (!connected.ok) throw new Error(`connect: ${connected.status} ${await connected.text()}`)
  const cookie = connected.headers.get('set-cookie').split(';')[0]
  // Read through the instance that stays: the first one is killed in the middle.
  const read = async (p) => (await fetch(`${second}${p}`, { headers: { cookie } })).json()
  const creditsBefore = (await read('/api/v1/balance')).credits

  const prompts = Array.from({ length: ITEMS }, (_, i) => `pacing bench item ${i + 1}`)
  const perItem = 5 // flux-2-1K, flat
  const created = await fetch(`${studio}/api/studio/runs`, {
    method: 'POST',
    headers: { cookie, origin: studio, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Pacing bench',
      rows: prompts.map((prompt, i) => ({ label: `Line ${i + 1}`, prompt })),
      columns: [MODEL],
      items: prompts.map((prompt, i) => ({
        row: i,
        column: 0,
        copy: 1,
        body: { model: MODEL, prompt },
      })),
      total: ITEMS * perItem,
    }),
  })
  const answer = await created.json()
  if (!created.ok) throw new Error(`start: ${created.status} ${JSON.stringify(answer)}`)
  const shownTotal = answer.run.total
  const startedAt = Date.now()
  console.log(`run started: ${ITEMS} items, ${shownTotal} credits shown; no page open from here`)

  let run
  let killedAt = null
  for (;;) {
    await sleep(10_000)
    run = await read(`/api/studio/runs/${answer.run.id}`)
    if (KILL && killedAt === null && run.run.sent >= ITEMS / 2) {
      first.kill('SIGKILL')
      killedAt = run.run.sent
      console.log(`  killed the instance the run was started on (SIGKILL) at ${killedAt} sent`)
    }
    console.log(
      `  ${Math.round((Date.now() - startedAt) / 1000)} s: ${run.run.sent} of ${run.run.items} sent, ` +
        `${run.run.settled} settled, ${relay.starts.length} starts, ${relay.checks.length} checks, ${relay.refused.length} refused`,
    )
    if (run.run.state !== 'running' && run.run.state !== 'paused') break
    if (Date.now() - startedAt > FLOOR_MS * 2 + 300_000)
      throw new Error('the run did not end in time')
  }
  const creditsAfter = (await read('/api/v1/balance')).credits
  const wall = relay.starts.at(-1) - relay.starts[0]
  const refusalsShown = run.items.filter((i) =>
    ['refused', 'failed', 'lost'].includes(i.state),
  ).length
  const results = [
    ['instance killed (SIGKILL) at', KILL ? `${killedAt} sent` : 'not killed', 'half'],
    ['starts the service received', relay.starts.length, ITEMS],
    ['key checks (empty POSTs, counted by the limit)', relay.checks.length, 'any'],
    ['of them refused (429)', relay.refused.length, 0],
    ['items shown refused or failed', refusalsShown, 0],
    ['run ended', run.run.state, 'done'],
    ['first start to last (s)', Math.round(wall / 1000), `floor ${FLOOR_MS / 1000}`],
    ['ratio to the floor', (wall / FLOOR_MS).toFixed(3), '<= 1.10'],
    ['credits spent', creditsBefore - creditsAfter, `shown ${shownTotal}`],
  ]
  console.log('\nresults')
  for (const [what, value, wanted] of results) console.log(`  ${what}: ${value} (wanted ${wanted})`)
  const ok =
    (!KILL || killedAt !== null) &&
    relay.starts.length === ITEMS &&
    relay.refused.length === 0 &&
    refusalsShown === 0 &&
    run.run.state === 'done' &&
    wall <= FLOOR_MS * 1.1 &&
    creditsBefore - creditsAfter === shownTotal
  console.log(ok ? '\nall checks hold' : '\nSOME CHECKS FAILED')
  relay.server.close()
  await stopEverything(database)
  process.exit(ok ? 0 : 1)
}

async function stopEverything(database) {
  stopAll(children)
  await sleep(3000)
  await database?.stop()
}

let database = null
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopEverything(database)
    process.exit(1)
  })
}

main().catch(async (error) => {
  console.error(error)
  await stopEverything(database)
  process.exit(1)
})
