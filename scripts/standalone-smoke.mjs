#!/usr/bin/env node
// The container's server, tested without a container: after `next build`, starts
// .next/standalone/server.js the way the Dockerfile's studio stage does against a small stand-in
// upstream, checks health, readiness, a page, a proxied answer with its request id and log line,
// then a SIGTERM with a request in flight. `npm test` runs it after its build.
// SMOKE_PORT and SMOKE_UPSTREAM_PORT choose the ports (default: free ones).
import { existsSync, readdirSync } from 'node:fs'
import { createServer, request as httpRequest } from 'node:http'
import {
  STANDALONE,
  checklist,
  freePort,
  prepareStandalone,
  startStandalone,
} from './lib/standalone.mjs'

if (!prepareStandalone()) process.exit(1)
const { check, finish } = checklist('standalone smoke')

// What the image ships: production modules only, no emulator, no tests.
const shipped = readdirSync(`${STANDALONE}/node_modules`)
check(!existsSync(`${STANDALONE}/emulator`), 'the emulator is not in the standalone output')
check(
  !['vitest', 'eslint', 'typescript', '@playwright', 'knip'].some((dev) => shipped.includes(dev)),
  'no development dependency is in the standalone output',
)

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

let studio
try {
  studio = await startStandalone(Number(process.env.SMOKE_PORT ?? (await freePort())), {
    STUDIO_UPSTREAM_URL: `http://127.0.0.1:${upstream.address().port}`,
    SESSION_SECRET: 'smoke-test-secret-'.repeat(3),
    STUDIO_SHUTDOWN_GRACE_MS: '10000',
  })
  const { origin } = studio
  check((await fetch(`${origin}/api/health`)).status === 200, '/api/health answers 200')

  // A load balancer polls readiness until it holds; so does the test (a cold start may be slow).
  let ready
  let readyBody
  for (let tries = 0; tries < 20; tries += 1) {
    ready = await fetch(`${origin}/api/ready`)
    readyBody = await ready.json()
    if (ready.status === 200) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  check(
    ready.status === 200 && readyBody.checks.service === 'ok',
    `/api/ready answers 200 with named checks (${JSON.stringify(readyBody)})`,
  )
  check(
    readyBody.checks.database === 'degraded: the studio was started without its database',
    'a missing workspace is told in words, and the instance is still ready',
  )

  const page = await fetch(`${origin}/`)
  check(
    page.status === 200 && /nonce-/.test(page.headers.get('content-security-policy') ?? ''),
    'a page renders with its per-request CSP',
  )
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(await page.text())?.[1]
  check(script && (await fetch(`${origin}${script}`)).ok, 'the static files are served')
  // The build's brotli copy to a browser that takes brotli (scripts/lib/precompress-static.mjs),
  // Next's gzip to one that does not: the same script, with the same headers.
  const [brotli, gzip] = await Promise.all(
    ['gzip, deflate, br, zstd', 'gzip, deflate'].map((accept) =>
      fetch(`${origin}${script}`, { headers: { 'accept-encoding': accept } }),
    ),
  )
  const sameHeaders = ['content-type', 'x-content-type-options', 'content-security-policy'].every(
    (name) => brotli.headers.get(name) && brotli.headers.get(name) === gzip.headers.get(name),
  )
  check(
    brotli.headers.get('content-encoding') === 'br' &&
      gzip.headers.get('content-encoding') === 'gzip' &&
      sameHeaders &&
      (await brotli.text()) === (await gzip.text()),
    'a script goes out as its brotli copy to a browser that takes it, gzip otherwise',
  )

  // Log lines are written in batches, or within a second (lib/server/request-log.ts).
  const logLineOf = async (id) => {
    const find = () => studio.logLines().find((entry) => entry.requestId === id)
    for (let waited = 0; !find() && waited < 3000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return find()
  }
  const proxied = await fetch(`${origin}/api/v1/models`)
  const requestId = proxied.headers.get('x-request-id')
  check(proxied.status === 401 && requestId, 'a proxied call answers with its request id')
  const line = await logLineOf(requestId)
  check(line?.route === 'v1_models_list' && line?.status === 401, 'its JSON log line is written')

  // The studio's own routes: a request id on every answer, a JSON line for each.
  const signIn = (from) =>
    new Promise((resolve, reject) => {
      const body = JSON.stringify({ apiKey: 'sk_live_wrong_guess' })
      const request = httpRequest(`${origin}/api/session`, {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      })
      request.once('response', (answer) => {
        answer.resume()
        answer.once('end', () => resolve(answer))
      })
      request.once('error', reject).end(body)
    })
  const wrong = await signIn('127.0.0.1')
  const signInLine = await logLineOf(wrong.headers['x-request-id'])
  check(
    wrong.statusCode === 401 && signInLine?.route === '/api/session' && signInLine?.status === 401,
    'a sign-in answers with its request id, and its JSON log line is written',
  )
  // Wrong keys are limited by the connection's address: 127.0.0.1 runs out, 127.0.0.2 does not.
  const statuses = []
  for (let i = 0; i < 10; i++) statuses.push((await signIn('127.0.0.1')).statusCode)
  const elsewhere = (await signIn('127.0.0.2')).statusCode
  check(
    statuses.at(-1) === 429 && statuses.filter((s) => s === 401).length === 9 && elsewhere === 401,
    `wrong keys are limited per address (${statuses.join(' ')}; another address: ${elsewhere})`,
  )

  // SIGTERM with a request in flight: it is answered, then the server exits by itself.
  slowUpstream = true
  const inFlight = fetch(`${origin}/api/ready`).then((response) => response.status)
  await new Promise((resolve) => setTimeout(resolve, 300))
  studio.child.kill('SIGTERM')
  const status = await inFlight.catch(() => 0)
  check(status === 503, `the request in flight at SIGTERM is answered (${status}: draining)`)
  const code = await Promise.race([
    studio.exited,
    new Promise((resolve) => setTimeout(() => resolve('still running'), 15_000)),
  ])
  check(code === 0, `the server exits cleanly after draining (exit ${code})`)
  check(/"msg":"shutdown"/.test(studio.logText()), 'the shutdown is logged')
} catch (error) {
  check(false, error instanceof Error ? error.message : String(error))
} finally {
  studio?.stop()
  upstream.closeAllConnections()
  upstream.close()
}
process.exit(finish())
