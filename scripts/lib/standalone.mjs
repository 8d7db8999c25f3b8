// Starting the production build's standalone server the way the container image does, for the
// smoke and two-instance tests (they reuse the build `npm test` made; they never build).
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { waitForHttp } from './processes.mjs'

export const STANDALONE = '.next/standalone'

/**
 * Copies the static files beside the server, as the Dockerfile does; false without a build.
 * `root` is the checkout whose build it is (this one by default).
 */
export function prepareStandalone(root = '.') {
  const standalone = path.join(root, STANDALONE)
  if (!existsSync(`${standalone}/server.js`)) {
    console.error(`${standalone}/server.js is missing: run \`next build\` first.`)
    return false
  }
  cpSync(path.join(root, '.next/static'), `${standalone}/.next/static`, { recursive: true })
  cpSync(path.join(root, 'public'), `${standalone}/public`, { recursive: true })
  return true
}

export async function freePort() {
  const probe = createServer()
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** A pass/fail list printed as it goes, ending in `N passed, N failed`. */
export function checklist(name) {
  let passed = 0
  let failed = 0
  return {
    check(ok, what) {
      console.log(`${ok ? '✔' : '✖'} ${what}`)
      if (ok) passed += 1
      else failed += 1
    },
    finish() {
      console.log(`${name}: ${passed} passed, ${failed} failed`)
      return failed ? 1 : 0
    },
  }
}

/**
 * `node server.js` in the standalone folder with a container's environment (production, the
 * studio handling SIGTERM, its own data folder) plus `env`. Resolves once /api/health answers.
 */
export async function startStandalone(port, env) {
  const child = spawn(process.execPath, ['server.js'], {
    cwd: STANDALONE,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_MANUAL_SIG_HANDLE: '1',
      HOSTNAME: '127.0.0.1',
      PORT: String(port),
      STUDIO_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'studio-standalone-')),
      ...env,
    },
  })
  let stdout = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)))
  const origin = `http://127.0.0.1:${port}`
  await waitForHttp(`${origin}/api/health`, 60_000)
  return {
    origin,
    child,
    exited,
    /** The JSON lines the server wrote on stdout so far. */
    logLines: () =>
      stdout
        .split('\n')
        .filter((text) => text.startsWith('{'))
        .map((text) => JSON.parse(text)),
    logText: () => stdout,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGKILL')
    },
  }
}
