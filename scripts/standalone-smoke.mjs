#!/usr/bin/env node
// The container's server, tested without a container: after `next build`, starts
// .next/standalone/server.js the way the Dockerfile's studio stage does (its own folder, the
// production environment, the studio handling SIGTERM) against a small stand-in upstream, checks
// health, readiness, a page, a proxied answer with its request id and log line, then a SIGTERM
// with a request in flight. `npm test` runs it after its build; it never builds by itself.
// SMOKE_PORT and SMOKE_UPSTREAM_PORT choose the ports (default: free ones).
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { waitForHttp } from './lib/processes.mjs'

const STANDALONE = '.next/standalone'
let failures = 0
const check = (ok, what) => {
  console.log(`${ok ? '✔' : '✖'} ${what}`)
  if (!ok) failures += 1
}

if (!existsSync(`${STANDALONE}/server.js`)) {
  console.error(`${STANDALONE}/server.js is missing: run \`next build\` first.`)
  process.exit(1)
}

// What the image ships: production modules only, no emulator, no tests.
const shipped = readdirSync(`${STANDALONE}/node_modules`)
check(!existsSync(`${STANDALONE}/emulator`), 'the emulator is not in the standalone output')
check(
  !['vitest', 'eslint', 'typescript', '@playwright', 'knip'].some((dev) => shipped.includes(dev)),
  'no development dependency is in the standalone output',
)
// The Dockerfile copies these beside the server; so does the smoke test.
cpSync('.next/static', `${STANDALONE}/.next/static`, { recursive: true })
cpSync('public', `${STANDALONE}/public`, { recursive: true })

// A stand-in upstream: 401 without a key (what readiness looks for); `slow` answers after 1.5 s.
let slowUpstream = false
const upstream = createServer((req, res) => {
  const answer = () => {
    res.writeHead(401, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ error: 'unauthorized', message: 'missing key' }))
  }
  if (slowUpstream) setTimeout(answer, 1500)
  else answer()
})
await new Promise((resolve) =>
  upstream.listen(Number(process.env.SMOKE_UPSTREAM_PORT ?? 0), '127.0.0.1', resolve),
)

async function freePort() {
  const probe = createServer()
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  return port
}
const port = Number(process.env.SMOKE_PORT ?? (await freePort()))
const origin = `http://127.0.0.1:${port}`

const studio = spawn(process.execPath, ['server.js'], {
  cwd: STANDALONE,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_MANUAL_SIG_HANDLE: '1',
    HOSTNAME: '127.0.0.1',
    PORT: String(port),
    STUDIO_UPSTREAM_URL: `http://127.0.0.1:${upstream.address().port}`,
    SESSION_SECRET: 'smoke-test-secret-'.repeat(3),
    STUDIO_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'studio-smoke-')),
    STUDIO_SHUTDOWN_GRACE_MS: '10000',
  },
})
let stdout = ''
studio.stdout.on('data', (chunk) => (stdout += chunk))
const exited = new Promise((resolve) => studio.once('exit', (code) => resolve(code)))

try {
  await waitForHttp(`${origin}/api/health`, 60_000)
  const health = await fetch(`${origin}/api/health`)
  check(health.status === 200, '/api/health answers 200')

  const ready = await fetch(`${origin}/api/ready`)
  const readyBody = await ready.json()
  check(
    ready.status === 200 && readyBody.checks.service === 'ok',
    `/api/ready answers 200 with named checks (${JSON.stringify(readyBody)})`,
  )

  const page = await fetch(`${origin}/`)
  check(
    page.status === 200 && /nonce-/.test(page.headers.get('content-security-policy') ?? ''),
    'a page renders with its per-request CSP',
  )
  const html = await page.text()
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1]
  check(script && (await fetch(`${origin}${script}`)).ok, 'the static files are served')

  const proxied = await fetch(`${origin}/api/v1/models`)
  const requestId = proxied.headers.get('x-request-id')
  check(proxied.status === 401 && requestId, 'a proxied call answers with its request id')
  await new Promise((resolve) => setTimeout(resolve, 200))
  const line = stdout
    .split('\n')
    .filter((text) => text.startsWith('{'))
    .map((text) => JSON.parse(text))
    .find((entry) => entry.requestId === requestId)
  check(line?.route === 'v1_models_list' && line?.status === 401, 'its JSON log line is written')

  // SIGTERM with a request in flight: it is answered, then the server exits by itself.
  slowUpstream = true
  const inFlight = fetch(`${origin}/api/ready`).then((response) => response.status)
  await new Promise((resolve) => setTimeout(resolve, 300))
  studio.kill('SIGTERM')
  const status = await inFlight.catch(() => 0)
  check(status === 503, `the request in flight at SIGTERM is answered (${status}: draining)`)
  const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('hung'), 15_000))])
  check(code === 0, `the server exits cleanly after draining (exit ${code})`)
  check(/"msg":"shutdown"/.test(stdout), 'the shutdown is logged')
} catch (error) {
  check(false, error instanceof Error ? error.message : String(error))
} finally {
  if (studio.exitCode === null) studio.kill('SIGKILL')
  upstream.closeAllConnections()
  upstream.close()
}

console.log(failures ? `standalone smoke: ${failures} failed` : 'standalone smoke: all passed')
process.exit(failures ? 1 : 0)
