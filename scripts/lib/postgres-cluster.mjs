// The embedded database's folder and password: created at the first start, found again later
// (docs/decisions.md, "The embedded database").
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** The one role the studio connects as; every other name is refused (no trust, no socket). */
export const DATABASE_USER = 'studio'

const asUser = (user) => (user.uid === undefined ? {} : { uid: user.uid, gid: user.gid })
const own = (file, user) => user.uid !== undefined && chownSync(file, user.uid, user.gid)

/**
 * The database password: generated at the first start and kept in the data folder beside the
 * session secret (readable by this user only). `created` says it is new, so a database made with
 * an earlier one (the file deleted) is given this one.
 */
export function databasePassword(dataDir) {
  const file = path.resolve(dataDir, 'database-password')
  try {
    const existing = readFileSync(file, 'utf8').trim()
    if (/^[A-Za-z0-9_-]{32,}$/.test(existing)) return { password: existing, created: false }
  } catch {
    // first start: made below
  }
  const password = randomBytes(32).toString('base64url')
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, password, { mode: 0o600 })
  return { password, created: true }
}

/**
 * Creates the database folder with `initdb` unless it holds one: UTF-8, Unicode case rules
 * (PostgreSQL's own `builtin` provider, the same on every system), and password (SCRAM) sign-in
 * for the one user. Returns whether it was made now; throws in words when initdb fails.
 */
export function initialiseCluster({ dir, password, binaries, user, durable }) {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return false
  // Only the server's own folder is private: folders made above it stay enterable.
  mkdirSync(path.dirname(dir), { recursive: true })
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  own(dir, user)
  // initdb reads the password from a file the server's user can read, deleted at once.
  const scratch = mkdtempSync(path.join(tmpdir(), 'studio-initdb-'))
  const passwordFile = path.join(scratch, 'password')
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 })
  own(scratch, user)
  own(passwordFile, user)
  const result = spawnSync(
    binaries.initdb,
    [
      `--pgdata=${dir}`,
      `--username=${DATABASE_USER}`,
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--locale=C',
      '--no-instructions',
      ...(durable ? [] : ['--no-sync']),
    ],
    { ...asUser(user), encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } },
  )
  rmSync(scratch, { recursive: true, force: true })
  if (result.status !== 0) {
    const why = (result.error?.message ?? result.stderr ?? '').trim()
    const runAs = user.name
      ? ` (as root, PostgreSQL runs as the user ${user.name}: it must be able to enter every folder above it)`
      : ''
    throw new Error(`The embedded database could not be created in ${dir}${runAs}: ${why}`)
  }
  return true
}

/**
 * Gives the studio's user a new password in a database made earlier (its password file was
 * deleted): PostgreSQL's single-user mode, before the server starts, with no connection at all.
 */
export function resetPassword({ dir, password, binaries, user }) {
  const result = spawnSync(binaries.postgres, ['--single', '-D', dir, 'postgres'], {
    ...asUser(user),
    input: `ALTER ROLE ${DATABASE_USER} PASSWORD '${password}'\n`,
    encoding: 'utf8',
    env: { ...process.env, LC_ALL: 'C' },
  })
  if (result.status !== 0) {
    throw new Error(
      `The embedded database's password could not be set: ${(result.stderr ?? '').trim()}`,
    )
  }
}

const alive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * A server left running on this folder by an `npm start` that was killed outright (its
 * postmaster.pid names a live postgres): stopped (fast shutdown), so this start can own the folder.
 */
export async function stopLeftoverServer(dir) {
  let pid
  try {
    pid = Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0])
  } catch {
    return
  }
  if (!pid || !alive(pid)) return
  let command = ''
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
  } catch {
    return
  }
  if (!command.includes('postgres') || !command.includes(dir)) return
  process.kill(pid, 'SIGINT')
  const deadline = Date.now() + 15_000
  while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
  if (alive(pid)) process.kill(pid, 'SIGKILL')
}
