#!/usr/bin/env node
// `npm start`: builds when needed (and runs the build's standalone server), starts the embedded emulator (unless STUDIO_UPSTREAM_URL is
// set) and the studio, and prints the URL. `npm run dev` does the same with `next dev`.
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
const DATABASE_GRACE_MS = 15_000

const shutdown = () => {
  stopAll(children)
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)

async function main() {
  if (!dev && !hasFreshBuild()) {
    console.log('Building the studio (first start or sources changed)…')
    if ((await run('npx', ['next', 'build'])) !== 0) process.exit(1)
  }
  if (!dev && !prepareStandalone()) process.exit(1)

  // The studio drains its requests and closes its pools on SIGTERM (lib/server/shutdown.ts).
  // Its log is for the person at this terminal: a short line a request (JSON unless told).
  const studioEnv = {
    PORT: port,
    NEXT_MANUAL_SIG_HANDLE: '1',
    STUDIO_LOG_FORMAT: process.env.STUDIO_LOG_FORMAT || 'pretty',
  }
  // The embedded database starts first, beside the emulator: it usually takes connections
  // within a second or two, and the studio migrates it at its first request.
  let databaseReady = Promise.resolve()
  if (!env.DATABASE_URL) {
    // Without its database the studio still does everything the service does; the workspace
    // (tray on every device, drafts, lineage) says in words that it is unavailable.
    try {
      const database = await startEmbeddedDatabase({
        dataDir: env.STUDIO_DATA_DIR,
        port: env.EMBEDDED_DATABASE_PORT,
      })
      children.push(database.child)
      Object.assign(studioEnv, database.env)
      databaseReady = database.ready.catch((error) =>
        console.warn(`${error.message}: the workspace is unavailable.`),
      )
    } catch (error) {
      console.warn(`${error.message}. The studio starts without its workspace.`)
    }
  }

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

  // A database being created for the first time (initdb, long on a busy machine) does not hold
  // the studio up for more than a moment: its workspace answers "unavailable" in words until then.
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
  studio.on('exit', (code) => {
    stopAll(children)
    process.exit(code ?? 0)
  })
  await waitForHttp(`${localUrlOf(env.listenHost, env.PORT)}/api/session`, 120_000)
  const upstreamNote = external ? env.upstreamUrl : `embedded emulator on :${emulatorPort}`
  const reach = env.listenHost === '127.0.0.1' ? ', this machine only' : ''
  console.log(
    `\n  Media Studio is running at http://localhost:${port}  (upstream: ${upstreamNote}${reach})\n`,
  )
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  stopAll(children)
  process.exit(1)
})
