// A private real PostgreSQL for the scripts, as .ci/run starts one: CI's (TEST_DATABASE_URL), or
// Debian's postgres run here on its own port and folder (as the postgres user when root, since
// PostgreSQL refuses to run as root). Each run gets a new, empty database on it.
import { spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'

function postgresBin() {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0]
  const bin = version && path.join(root, version, 'bin')
  return bin && existsSync(path.join(bin, 'postgres')) ? bin : null
}

async function freshDatabase(serverUrl) {
  const name = `studio_${process.pid}_${Date.now()}`
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  await client.query(`create database ${name}`)
  await client.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** `{ url, stop }`, or `{ missing }` saying why no real PostgreSQL can run here. */
export async function startPrivatePostgres(port) {
  if (process.env.TEST_DATABASE_URL) {
    return { url: await freshDatabase(process.env.TEST_DATABASE_URL), stop: async () => {} }
  }
  const bin = postgresBin()
  const none = { missing: "Debian's postgresql is not installed", stop: async () => {} }
  if (!bin) return none
  const asRoot = process.getuid?.() === 0
  if (asRoot && spawnSync('id', ['postgres']).status !== 0) return none
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-pg-'))
  if (asRoot) {
    const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout)
    chownSync(dir, id('-u'), id('-g'))
  }
  const run = (command, args) =>
    asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
      : spawnSync(command, args, { encoding: 'utf8' })
  const data = path.join(dir, 'data')
  const ctl = path.join(bin, 'pg_ctl')
  const init = run(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'studio',
    '--no-sync',
  ])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  const started =
    init.status === 0 && run(ctl, ['-D', data, '-l', `${dir}/log`, '-w', '-o', options, 'start'])
  const stop = async () => {
    run(ctl, ['-D', data, '-m', 'fast', 'stop'])
    rmSync(dir, { recursive: true, force: true })
  }
  if (!started || started.status !== 0) {
    await stop()
    return { missing: `PostgreSQL did not start: ${(init.stderr || started?.stderr) ?? ''}`, stop }
  }
  return { url: await freshDatabase(`postgresql://studio@127.0.0.1:${port}/postgres`), stop }
}
