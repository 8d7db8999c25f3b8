#!/usr/bin/env node
// `npm start`: starts the embedded database (unless DATABASE_URL is set) and keeps it running,
// builds when needed (and runs the build's standalone server), starts the embedded emulator
// (unless STUDIO_UPSTREAM_URL is set) and the studio, and prints the URL. `npm run dev` does the
// same with `next dev`.
import { require as requireTs } from 'tsx/cjs/api'
import { hasFreshBuild } from './lib/build-freshness.mjs'
import { startEmbeddedDatabase } from './lib/embedded-database.mjs'
import { run, startService, stopAll, waitForHttp } from './lib/processes.mjs'
import { prepareStandalone } from './lib/standalone.mjs'
import { studioCommand } from './lib/studio-command.mjs'

// The studio's own config module, loaded as CommonJS like the rest of the repo's TypeScript
// (an ESM import() of it trips Node 20's require(esm) cycle check).
const { parseEnv, localUrlOf } = requireTs('../lib/config/env.ts', import.meta.url)
let env
try {
  env = parseEnv(process.env)
} catch (error) {
  console.error(error.message)
  process.exit(1)
}

const dev = process.argv.includes('--dev')
const port = String(env.PORT)
const emulatorPort = String(env.EMULATOR_PORT)
const external = !env.embeddedEmulator
const children = []
/** The embedded database, kept running by this process (restarted after a crash). */
let database = null
const DATABASE_GRACE_MS = 15_000

const exitOf = (child, ms) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : Promise.race([
        new Promise((resolve) => child.once('exit', resolve)),
        new Promise((resolve) => setTimeout(resolve, ms)),
      ])

/**
 * Stops the studio and the emulator (the studio lets its requests finish, the emulator saves its
 * state), then the database once they are done, within the 30 s a container stop gives.
 */
async function stopEverything(code) {
  stopAll(children)
  await Promise.all(children.map((child) => exitOf(child, 25_000)))
  await database?.stop()
  process.exit(code)
}
process.on('SIGINT', () => stopEverything(0))
process.on('SIGTERM', () => stopEverything(0))

async function main() {
  // The studio drains its requests and closes its pools on SIGTERM (lib/server/shutdown.ts).
  // Its log is for the person at this terminal: a short line a request (JSON unless told).
  const studioEnv = {
    PORT: port,
    NEXT_MANUAL_SIG_HANDLE: '1',
    STUDIO_LOG_FORMAT: process.env.STUDIO_LOG_FORMAT || 'pretty',
  }
  // The embedded database starts first (a port taken or a server that cannot run stops
  // `npm start` here, in words, before any build): the studio never runs without its workspace.
  // Its first start creates it (initdb, a few seconds); the studio migrates it at its first request.
  let databaseReady = Promise.resolve()
  if (!env.DATABASE_URL) {
    database = await startEmbeddedDatabase({
      dataDir: env.STUDIO_DATA_DIR,
      port: env.EMBEDDED_DATABASE_PORT,
    })
    Object.assign(studioEnv, database.env)
    databaseReady = database.ready
    // Whenever it gives up (its first start failed), `npm start` stops with its words.
    databaseReady.catch((error) => {
      console.error(error.message)
      stopEverything(1)
    })
  }

  if (!dev && !hasFreshBuild()) {
    console.log('Building the studio (first start or sources changed)…')
    if ((await run('npx', ['next', 'build'])) !== 0) await stopEverything(1)
  }
  if (!dev && !prepareStandalone()) await stopEverything(1)

  if (!external) {
    const upstream = `http://127.0.0.1:${emulatorPort}`
    children.push(
      startService('emulator', process.execPath, ['--import', 'tsx', 'emulator/main.ts'], {
        EMULATOR_PORT: emulatorPort,
      }),
    )
    await waitForHttp(`${upstream}/health`)
    Object.assign(studioEnv, { STUDIO_UPSTREAM_URL: upstream, STUDIO_EMBEDDED_EMULATOR: '1' })
  }

  // A database slow to start (a busy machine) does not hold the studio up for more than a
  // moment: its workspace answers "unavailable" in words until then. One that cannot start at
  // all stops `npm start` with PostgreSQL's own words (databaseReady rejects).
  await Promise.race([
    databaseReady,
    new Promise((resolve) => setTimeout(resolve, DATABASE_GRACE_MS)),
  ])

  // Loopback while the demo accounts are on (STUDIO_HOST opens it); the emulator listens on
  // loopback too (its EMULATOR_HOST default).
  const command = studioCommand({ dev, port, host: env.listenHost, dataDir: env.STUDIO_DATA_DIR })
  const studio = startService('studio', process.execPath, command.args, {
    ...studioEnv,
    ...command.env,
  })
  children.push(studio)
  studio.on('exit', (code) => stopEverything(code ?? 0))
  const local = localUrlOf(env.listenHost, env.PORT)
  await waitForHttp(`${local}/api/session`, 120_000)
  // The studio brings the workspace's schema up to date as it starts: the URL is printed once
  // the workspace answers too (or after a minute, saying so), so the first page has it.
  if (!(await workspaceAnswers(local, 60_000))) {
    console.warn('[database] The workspace does not answer yet: it says so in words until it does.')
  }
  const upstreamNote = external ? env.upstreamUrl : `embedded emulator on :${emulatorPort}`
  const reach = env.listenHost === '127.0.0.1' ? ', this machine only' : ''
  console.log(
    `\n  Media Studio is running at http://localhost:${port}  (upstream: ${upstreamNote}${reach})\n`,
  )
}

/** Whether the studio's readiness names its database answering, within `timeoutMs`. */
async function workspaceAnswers(studioUrl, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const ready = await fetch(`${studioUrl}/api/ready`).then(
      (answer) => answer.json(),
      () => null,
    )
    if (ready?.checks?.database === 'ok') return true
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  stopEverything(1)
})
