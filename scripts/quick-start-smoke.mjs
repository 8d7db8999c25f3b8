#!/usr/bin/env node
// The README's quick start, tested: `npm start` (scripts/start.mjs) on free ports with a fresh
// data folder, after the build `npm test` made (it must not build again). It checks what a new
// user sees: the "running at" line, no warning or error on the way there, a workspace that
// answers, the workspace back by itself after its database is killed (kill -9), and a clean stop
// on SIGTERM. `npm test` runs it after the standalone smoke test.
import { spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { checklist, freePort } from './lib/standalone.mjs'

const START_TIMEOUT_MS = 120_000
const { check, finish } = checklist('quick start smoke')

const [port, emulatorPort, databasePort] = [await freePort(), await freePort(), await freePort()]
const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-quick-start-'))
chmodSync(dataDir, 0o755) // as root, the database runs as another user, which must enter it
const child = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    PORT: String(port),
    EMULATOR_PORT: String(emulatorPort),
    EMBEDDED_DATABASE_PORT: String(databasePort),
    STUDIO_DATA_DIR: dataDir,
    EMULATOR_DATA_DIR: path.join(dataDir, 'emulator'),
  },
})
let output = ''
for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk))
const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)))

/** Whether npm start printed `line` before it exited or the time ran out. */
async function printed(line, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (!output.includes(line) && child.exitCode === null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return output.includes(line)
}

const running = await printed('Media Studio is running at', START_TIMEOUT_MS)
check(running, `npm start says where the studio is running (port ${port})`)
check(!output.includes('Building the studio'), 'it starts the existing build without building')
// The output up to "running at": a new user's first screen. Warnings there (a database not yet
// listening, a port taken) read as a broken install even when the studio recovers.
const firstScreen = output.slice(0, output.indexOf('Media Studio is running at'))
const alarming = firstScreen
  .split('\n')
  .filter((line) => /warn|error|could not|refused|exited/i.test(line))
check(
  alarming.length === 0,
  `nothing alarming before it is running${alarming.length ? `:\n  ${alarming.join('\n  ')}` : ''}`,
)

if (running) {
  const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
    (answer) => answer.json(),
    () => null,
  )
  check(ready?.checks?.database === 'ok', 'the workspace database answers at once')
  check(ready?.status === 'ready', 'the studio reports ready')
  // The terminal's log is for a person: one short line a request, no JSON.
  await new Promise((resolve) => setTimeout(resolve, 300))
  check(
    /^GET \/api\/ready 200 \d+ms$/m.test(output) && !/^\{/m.test(output),
    'each request is one short line in the terminal, not JSON',
  )
  await killedDatabaseComesBack()
}

child.kill('SIGTERM')
const code = await Promise.race([
  exited,
  new Promise((resolve) => setTimeout(() => resolve('timeout'), 30_000)),
])
check(code === 0, `it stops on SIGTERM (exit ${code})`)
if (code === 'timeout') child.kill('SIGKILL')
rmSync(dataDir, { recursive: true, force: true, maxRetries: 50, retryDelay: 200 })
if (finish()) {
  console.log(`\nnpm start printed:\n${output}`)
  process.exit(1)
}

/** kill -9 of the database's server: npm start starts it again, the workspace answers by itself. */
async function killedDatabaseComesBack() {
  const lockFile = path.join(dataDir, 'postgres', 'postmaster.pid')
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0])
  process.kill(pid, 'SIGKILL')
  const killedAt = Date.now()
  const restarted = await printed('PostgreSQL is taking connections again', 60_000)
  let answers = false
  while (restarted && !answers && Date.now() - killedAt < 60_000) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`).then(
      (answer) => answer.json(),
      () => null,
    )
    answers = ready?.checks?.database === 'ok'
    if (!answers) await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const seconds = ((Date.now() - killedAt) / 1000).toFixed(1)
  check(
    restarted && answers,
    `after kill -9 of its database, npm start starts it again and the workspace answers (${seconds} s)`,
  )
}
