#!/usr/bin/env node
// Two studio instances working together, as behind a load balancer: two standalone servers from
// the build `npm test` made, one SESSION_SECRET, one public origin, one private redis-server as
// the shared revocation store, and a stand-in upstream. Sign in on A, work on B, sign out on B:
// A refuses the session within the 2 s its "not signed out" answers are trusted.
// With Debian's postgresql installed, both also share one private real PostgreSQL (CI's, named by
// TEST_DATABASE_URL, or one started here): a workspace write on A (story draft, tray, lineage,
// announced order questions) is read on B.
// TWO_INSTANCES_PORTS (`3205,3215`), TWO_INSTANCES_REDIS_PORT and TWO_INSTANCES_PG_PORT choose
// the ports.
import { spawn, spawnSync } from 'node:child_process'
import { createServer } from 'node:http'
import { checklist, freePort, prepareStandalone, startStandalone } from './lib/standalone.mjs'
import { startPrivatePostgres } from './lib/private-postgres.mjs'

if (spawnSync('sh', ['-c', 'command -v redis-server']).status !== 0) {
  console.log(
    'SKIPPED the two-instance test: redis-server is not installed (apt-get install redis-server).',
  )
  process.exit(0)
}
if (!prepareStandalone()) process.exit(1)
const { check, finish } = checklist('two instances')

const KEY = 'sk_live_two_instances_key'
/** What the load balancer's address would be: both instances accept writes from it alone. */
const PUBLIC_ORIGIN = 'http://127.0.0.1:8080'
/** How long an instance trusts a "not signed out" answer (lib/server/revocation.ts). */
const TRUSTED_MS = 2000

// The stand-in service: the balance for the one key, 401 for anything else.
const upstream = createServer((req, res) => {
  const known = req.headers['x-api-key'] === KEY
  res.writeHead(known ? 200 : 401, { 'content-type': 'application/json' })
  res.end(JSON.stringify(known ? { credits: 100 } : { error: 'unauthorized' }))
})
await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve))

const redisPort = Number(process.env.TWO_INSTANCES_REDIS_PORT ?? (await freePort()))
const redis = spawn(
  'redis-server',
  ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
  { stdio: 'ignore' },
)

const postgres = await startPrivatePostgres(
  Number(process.env.TWO_INSTANCES_PG_PORT ?? (await freePort())),
)
if (!postgres.url) console.log(`SKIPPED the shared workspace checks: ${postgres.missing}`)

const [portA, portB] = process.env.TWO_INSTANCES_PORTS
  ? process.env.TWO_INSTANCES_PORTS.split(',').map(Number)
  : [await freePort(), await freePort()]
const shared = {
  STUDIO_UPSTREAM_URL: `http://127.0.0.1:${upstream.address().port}`,
  SESSION_SECRET: 'two-instances-shared-secret-'.repeat(2),
  STUDIO_PUBLIC_ORIGIN: PUBLIC_ORIGIN,
  REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  ...(postgres.url ? { DATABASE_URL: postgres.url } : {}),
}

const instances = []
try {
  const [a, b] = await Promise.all([startStandalone(portA, shared), startStandalone(portB, shared)])
  instances.push(a, b)
  const write = { origin: PUBLIC_ORIGIN, 'content-type': 'application/json' }

  const signIn = await fetch(`${a.origin}/api/session`, {
    method: 'POST',
    headers: write,
    body: JSON.stringify({ apiKey: KEY }),
  })
  const cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? ''
  check(signIn.status === 200 && cookie, `signed in on A (${signIn.status})`)

  if (postgres.url) await workspaceShared(a, b, { ...write, cookie })

  const balance = (instance) => fetch(`${instance.origin}/api/v1/balance`, { headers: { cookie } })
  const onB = await balance(b)
  check(onB.status === 200, 'the session works on B (a proxied call answered by the service)')
  check((await balance(a)).status === 200, 'and on A, which now trusts it for up to 2 s')

  const signOut = await fetch(`${b.origin}/api/session`, {
    method: 'DELETE',
    headers: { ...write, cookie },
  })
  const signedOutAt = performance.now()
  check(signOut.ok, 'signed out on B')

  // A's answer is polled until refused; past the trust window it must refuse, whatever the timing.
  let refusedAfterMs = null
  while (performance.now() - signedOutAt < TRUSTED_MS + 200) {
    if ((await balance(a)).status === 401) {
      refusedAfterMs = Math.round(performance.now() - signedOutAt)
      break
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const afterWindow = await balance(a)
  check(
    afterWindow.status === 401 && refusedAfterMs !== null,
    `A refuses the signed-out session (first refusal ${refusedAfterMs} ms after the sign-out)`,
  )
  const ready = await Promise.all(instances.map((i) => fetch(`${i.origin}/api/ready`)))
  const checks = await Promise.all(ready.map(async (answer) => (await answer.json()).checks))
  check(
    ready.every((answer) => answer.status === 200) &&
      checks.every((named) => !postgres.url || named.database === 'ok'),
    `both instances are ready on the shared stores (${JSON.stringify(checks[0])})`,
  )
} catch (error) {
  check(false, `${error instanceof Error ? error.message : error} ${error?.cause ?? ''}`)
} finally {
  for (const instance of instances) instance.stop()
  redis.kill()
  await postgres.stop()
  upstream.closeAllConnections()
  upstream.close()
}
process.exit(finish())

/** What one instance writes to the workspace, the other reads: one database behind both. */
async function workspaceShared(a, b, headers) {
  const put = (instance, path, body) =>
    fetch(`${instance.origin}/api/studio/${path}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify(body),
    })
  const read = async (instance, path) =>
    (await fetch(`${instance.origin}/api/studio/${path}`, { headers })).json()
  const draft = {
    title: 'Harbour at dawn',
    model: 'veo3',
    aspect_ratio: '16:9',
    scenes: [{ prompt: 'boats leave the harbour', duration_seconds: 8 }],
  }
  const savedAt = new Date().toISOString()
  check((await put(a, 'drafts/story', { draft, savedAt })).ok, 'a story draft saved on A')
  const onB = await read(b, 'drafts/story')
  check(JSON.stringify(onB.draft) === JSON.stringify(draft), 'and read on B, as typed')

  const job = { id: 'gen-two', kind: 'media', model: 'flux-dev', label: 'A lighthouse' }
  const tracked = { ...job, startedAt: savedAt }
  check((await put(a, `jobs/${job.id}`, tracked)).ok, 'a tracked job saved on A')
  const tray = await read(b, 'jobs')
  check(
    tray.jobs?.some((j) => j.id === job.id),
    'is in the tray read on B',
  )

  const source = { kind: 'media', id: job.id }
  const made = await put(a, 'lineage/upscale-two', { kind: 'media', madeFrom: [source] })
  const { links } = await read(b, 'lineage')
  check(
    made.ok && links?.some((l) => l.output.id === 'upscale-two' && l.source.id === job.id),
    "a tool output's source recorded on A is read on B",
  )
  const marked = await put(a, 'announced', { questions: [{ questionId: 'q-two', mark: 'known' }] })
  const { questions } = await read(b, 'announced')
  check(
    marked.ok && questions?.some((q) => q.questionId === 'q-two' && q.mark === 'known'),
    'an order question announced on A is known on B',
  )
}
