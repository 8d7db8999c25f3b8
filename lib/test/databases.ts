import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

/**
 * Databases for the store's tests: the embedded PGlite behind its socket server (what `npm start`
 * runs), and a real PostgreSQL: TEST_DATABASE_URL when CI started one, else Debian's `postgresql`
 * started here on a private port and folder. Both are reached through the same driver.
 */
export interface TestDatabase {
  url: string
  stop(): Promise<void>
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** An in-memory PGlite served over the PostgreSQL protocol, as scripts/lib serves the real one. */
export async function startPglite(): Promise<TestDatabase> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket')
  const db = await PGlite.create()
  const port = await freePort()
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 16 })
  await server.start()
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop()
      if (!db.closed) await db.close()
    },
  }
}

function postgresBin(): string | null {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0]
  const bin = version && path.join(root, version, 'bin')
  return bin && existsSync(path.join(bin, 'postgres')) ? bin : null
}

/** Why the real-PostgreSQL tests cannot run here, or null when they can. */
export function realPostgresMissing(): string | null {
  if (process.env.TEST_DATABASE_URL) return null
  if (!postgresBin()) return "Debian's postgresql is not installed (apt-get install postgresql)"
  const asRoot = process.getuid?.() === 0
  if (asRoot && spawnSync('id', ['postgres']).status !== 0) return 'no postgres user to run it as'
  return null
}

async function waitForConnection(url: string, timeoutMs = 20_000): Promise<void> {
  const started = Date.now()
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 })
    try {
      await client.connect()
      await client.end()
      return
    } catch (error) {
      await client.end().catch(() => {})
      if (Date.now() - started > timeoutMs) throw error
      await new Promise((r) => setTimeout(r, 150))
    }
  }
}

/** A real PostgreSQL server: CI's (TEST_DATABASE_URL) or one started here, stopped by `stop`. */
export async function startRealPostgres(): Promise<TestDatabase> {
  if (process.env.TEST_DATABASE_URL) {
    return { url: process.env.TEST_DATABASE_URL, stop: async () => {} }
  }
  const bin = postgresBin()
  if (!bin) throw new Error(realPostgresMissing() ?? 'postgresql is missing')
  // PostgreSQL refuses to run as root: run it as Debian's postgres user, in a folder it owns.
  const asRoot = process.getuid?.() === 0
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-pg-'))
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim()
    chownSync(dir, Number(ids), Number(gid))
  }
  const as = (command: string, args: string[]) =>
    asRoot
      ? (['runuser', ['-u', 'postgres', '--', command, ...args]] as const)
      : ([command, args] as const)
  const data = path.join(dir, 'data')
  const [initCmd, initArgs] = as(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'studio',
    '--no-sync',
    '--no-instructions',
  ])
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' })
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`)
  const port = await freePort()
  const [cmd, args] = as(path.join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'full_page_writes=off',
  ])
  const server: ChildProcess = spawn(cmd, args, { stdio: 'ignore' })
  const url = `postgresql://studio@127.0.0.1:${port}/postgres`
  await waitForConnection(url)
  return {
    url,
    async stop() {
      const exited = new Promise((r) => server.once('exit', r))
      // runuser passes SIGTERM on; postgres's smart shutdown then ends the server.
      server.kill('SIGINT')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A new, empty database on a server, so each test file starts from nothing. */
export async function freshDatabase(serverUrl: string): Promise<string> {
  const name = `studio_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(`create database ${name}`)
  } finally {
    await client.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * The two databases the workspace runs on, for `describe.each`: the embedded PGlite always, a
 * real PostgreSQL where one is installed (`skip` says why not).
 */
export function workspaceBackends() {
  const missing = realPostgresMissing()
  return [
    { name: 'the embedded PGlite', start: startPglite, fresh: async (url: string) => url },
    { name: 'real PostgreSQL', start: startRealPostgres, fresh: freshDatabase, skip: missing },
  ]
}
