#!/usr/bin/env node
// The studio's workspace read (GET /api/studio/jobs) against GET /api/session, measured in the
// same run, interleaved (the added p50 is the difference), on the embedded database and, when
// BENCH_DATABASE_URL names one, on a real PostgreSQL; and the studio's start time and RSS with no
// database, with the embedded one (first open and a later open) side by side.
// Needs a production build (`npm run build`).
//   BENCH_DATABASE_URL=postgresql://… node bench/workspace-read.mjs [requests]
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startService, stopAll, waitForHttp } from '../scripts/lib/processes.mjs'
import { startEmbeddedDatabase } from '../scripts/lib/embedded-database.mjs'
import { connectDemo, treeRss } from './lib/stack.mjs'
import { median } from './lib/median.mjs'

const requests = Number(process.argv[2] ?? 200)
const emulatorPort = Number(process.env.BENCH_EMULATOR_PORT ?? 4510)
const studioPort = Number(process.env.BENCH_STUDIO_PORT ?? 3510)
const databasePort = Number(process.env.BENCH_EMBEDDED_DATABASE_PORT ?? 5510)
const dataDir = mkdtempSync(path.join(tmpdir(), 'media-studio-bench-workspace-'))
const emulatorUrl = `http://127.0.0.1:${emulatorPort}`
const studioUrl = `http://127.0.0.1:${studioPort}`
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

async function timed(url, cookie) {
  const started = performance.now()
  const response = await fetch(url, { headers: { cookie } })
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return performance.now() - started
}

async function run(name, env) {
  const started = Date.now()
  const studio = startService(
    'studio',
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(studioPort)],
    {
      STUDIO_UPSTREAM_URL: emulatorUrl,
      STUDIO_EMBEDDED_EMULATOR: '1',
      STUDIO_DATA_DIR: path.join(dataDir, 'studio'),
      ...env,
    },
  )
  try {
    return await measure(name, env, studio, started)
  } finally {
    stopAll([studio])
    if (studio.exitCode === null) await new Promise((r) => studio.once('exit', r))
  }
}

async function measure(name, env, studio, started) {
  await waitForHttp(`${studioUrl}/api/session`, 120_000)
  const startMs = Date.now() - started
  const cookie = await connectDemo(studioUrl)
  const result = { name, startMs }
  if (env.DATABASE_URL) {
    const job = {
      id: 'bench-job',
      kind: 'media',
      model: 'm',
      label: 'bench',
      startedAt: new Date().toISOString(),
    }
    const put = await fetch(`${studioUrl}/api/studio/jobs/bench-job`, {
      method: 'PUT',
      headers: {
        cookie,
        'content-type': 'application/json',
        origin: `http://localhost:${studioPort}`,
      },
      body: JSON.stringify(job),
    })
    if (!put.ok) throw new Error(`save: ${put.status} ${await put.text()}`)
    const session = []
    const workspace = []
    for (let i = 0; i < requests; i++) {
      session.push(await timed(`${studioUrl}/api/session`, cookie))
      workspace.push(await timed(`${studioUrl}/api/studio/jobs`, cookie))
    }
    Object.assign(result, { sessionP50: median(session), workspaceP50: median(workspace) })
  } else {
    for (let i = 0; i < requests; i++) await timed(`${studioUrl}/api/session`, cookie)
  }
  result.studioRss = treeRss(studio.pid)
  return result
}

const emulator = startService(
  'emulator',
  process.execPath,
  ['--import', 'tsx', 'emulator/main.ts'],
  {
    EMULATOR_PORT: String(emulatorPort),
    EMULATOR_DATA_DIR: path.join(dataDir, 'emulator'),
    EMULATOR_TIME_SCALE: '0.02',
  },
)
const results = []
try {
  await waitForHttp(`${emulatorUrl}/health`)
  results.push(await run('no database', {}))
  // BENCH_EMBEDDED=0 measures the real PostgreSQL only.
  const opens = process.env.BENCH_EMBEDDED === '0' ? [] : ['first open (initdb)', 'later open']
  for (const open of opens) {
    const started = Date.now()
    const database = await startEmbeddedDatabase({ dataDir, port: databasePort })
    try {
      await database.ready
      const openMs = Date.now() - started
      const result = await run(`embedded database, ${open}`, database.env)
      Object.assign(result, { databaseOpenMs: openMs, databaseRss: treeRss(database.pid()) })
      results.push(result)
    } finally {
      await database.stop()
    }
  }
  if (process.env.BENCH_DATABASE_URL) {
    results.push(await run('real PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL }))
  }
} finally {
  stopAll([emulator])
}
for (const r of results) {
  const parts = [`studio start ${(r.startMs / 1000).toFixed(1)} s`, `studio RSS ${mb(r.studioRss)}`]
  if (r.databaseOpenMs !== undefined) {
    parts.push(
      `database open ${(r.databaseOpenMs / 1000).toFixed(1)} s, database RSS ${mb(r.databaseRss)}`,
    )
  }
  if (r.sessionP50 !== undefined) {
    parts.push(
      `p50 GET /api/session ${r.sessionP50.toFixed(1)} ms, GET /api/studio/jobs ${r.workspaceP50.toFixed(1)} ms (added ${(r.workspaceP50 - r.sessionP50).toFixed(1)} ms)`,
    )
  }
  console.log(`${r.name}: ${parts.join('; ')}`)
}
