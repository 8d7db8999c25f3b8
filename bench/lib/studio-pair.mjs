// Two production builds of the studio side by side (BEFORE from another checkout, AFTER from this
// one), on one emulator and one embedded database, so a benchmark on a shared, noisy machine can
// interleave its runs and compare them under the same load.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startEmbeddedDatabase } from '../../scripts/lib/embedded-database.mjs'
import { stopAll, waitForHttp } from '../../scripts/lib/processes.mjs'
import { prepareStandalone, STANDALONE } from '../../scripts/lib/standalone.mjs'

function start(name, cwd, args, env) {
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env, ...env },
  })
  child.on('exit', (code, signal) => {
    if (signal !== 'SIGTERM') console.error(`[${name}] exited (${signal ?? code})`)
  })
  return child
}

/**
 * Starts the emulator (from this checkout), the embedded database and, per build, its standalone
 * server the way the container runs it. `builds` is [{ name, dir, port }]; each dir holds a
 * `next build` (with its standalone output) and its own node_modules. `timeScale` is the
 * emulator's pace (EMULATOR_TIME_SCALE): fast-forwarded by default, so jobs end in seconds.
 */
export async function startStudios({ builds, emulatorPort, databasePort, timeScale = 0.02 }) {
  for (const { name, dir } of builds) {
    if (!existsSync(path.join(dir, '.next', 'BUILD_ID')) || !prepareStandalone(dir)) {
      throw new Error(`${name}: no production build in ${dir}/.next (run \`npx next build\` there)`)
    }
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'media-studio-pair-'))
  const emulatorUrl = `http://127.0.0.1:${emulatorPort}`
  const children = []
  let database = null
  const stop = () => {
    stopAll(children)
    void database?.stop()
  }
  try {
    children.push(
      start('emulator', process.cwd(), ['--import', 'tsx', 'emulator/main.ts'], {
        EMULATOR_PORT: String(emulatorPort),
        EMULATOR_DATA_DIR: path.join(dataDir, 'emulator'),
        EMULATOR_TIME_SCALE: String(timeScale),
        // Dozens of page loads a minute on one demo account, far above a person's pace.
        EMULATOR_RATE_LIMIT_SCALE: '5',
      }),
    )
    database = await startEmbeddedDatabase({ dataDir, port: databasePort })
    await Promise.all([waitForHttp(`${emulatorUrl}/health`), database.ready])
    const studios = []
    // One after the other: the first start migrates the shared database.
    for (const { name, dir, port } of builds) {
      children.push(
        start(name, path.join(dir, STANDALONE), ['server.js'], {
          NODE_ENV: 'production',
          HOSTNAME: '127.0.0.1',
          PORT: String(port),
          ...database.env,
          STUDIO_UPSTREAM_URL: emulatorUrl,
          STUDIO_EMBEDDED_EMULATOR: '1',
          STUDIO_DATA_DIR: path.join(dataDir, name),
        }),
      )
      const url = `http://127.0.0.1:${port}`
      await waitForHttp(`${url}/api/session`, 120_000)
      studios.push({ name, url })
    }
    return { emulatorUrl, studios, stop }
  } catch (error) {
    stop()
    throw error
  }
}

/** Ids of a finished generation and a premium order of the demo account, once seeding is done. */
/**
 * A seeded premium order with an open question, the order page at its fullest (questions, their
 * countdowns and answer forms), else the newest order.
 */
async function orderWithQuestions(studioUrl, cookie, generations) {
  const ids = [...new Set(generations.filter((g) => g.order_id).map((g) => g.order_id))]
  for (const id of ids) {
    const res = await fetch(`${studioUrl}/api/v1/premium-video/orders/${id}`, {
      headers: { cookie },
    })
    if (res.ok && (await res.json()).open_questions?.length) return id
  }
  return ids[0]
}

export async function seededIds(studioUrl, cookie, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const res = await fetch(`${studioUrl}/api/v1/generations?limit=100`, { headers: { cookie } })
    if (res.ok) {
      const { generations } = await res.json()
      const done = generations.find((g) => g.status === 'completed' && !g.order_id)
      const order = await orderWithQuestions(studioUrl, cookie, generations)
      if (done && order) return { view: done.id, order }
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error('seeding not finished: no completed generation or premium order')
}

/**
 * A board of the signed-in account holding one output, for its page to be measured: made through
 * the studio's own routes, under the account's scope as a page's read would be.
 */
export async function benchBoard(studioUrl, cookie, outputId) {
  const session = await (await fetch(`${studioUrl}/api/session`, { headers: { cookie } })).json()
  const headers = { cookie, 'content-type': 'application/json', 'x-studio-scope': session.scope }
  const studio = async (route, body) => {
    const res = await fetch(`${studioUrl}/api/studio/${route}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`the bench board could not be made: ${res.status} on ${route}`)
    return res.json()
  }
  const { board } = await studio('boards', { name: 'Measured board' })
  await studio(`boards/${board.id}/items`, { items: [{ kind: 'media', id: outputId }] })
  return board.id
}

/** A port a benchmark takes from its environment variable, else its default. */
export const benchPort = (name, fallback) => Number(process.env[name] ?? fallback)

/**
 * The studios a BEFORE/AFTER benchmark compares: this checkout's build (AFTER) and, given a
 * directory, BEFORE's, first; on BENCH_STUDIO_PORT, BENCH_BEFORE_PORT, BENCH_EMULATOR_PORT and
 * BENCH_DATABASE_PORT.
 */
export function startComparedStudios(before, { timeScale } = {}) {
  const builds = [{ name: 'after', dir: process.cwd(), port: benchPort('BENCH_STUDIO_PORT', 3530) }]
  if (before) {
    const dir = path.resolve(before)
    builds.unshift({ name: 'before', dir, port: benchPort('BENCH_BEFORE_PORT', 3531) })
  }
  return startStudios({
    builds,
    emulatorPort: benchPort('BENCH_EMULATOR_PORT', 4530),
    databasePort: benchPort('BENCH_DATABASE_PORT', 5530),
    timeScale,
  })
}

/**
 * An image made and published for the demo creator, straight through the service's API: the page
 * measured then opens on "a creator who just made an image" (`--newest-image`: Create's newest
 * result, served with the page, docs/performance.md).
 */
export async function madeImage(emulatorUrl, timeoutMs = 180_000) {
  const headers = { 'x-api-key': 'sk_live_demo_creator', 'content-type': 'application/json' }
  const prompt = 'A paper crane on a desk, lit from the window'
  const started = await fetch(`${emulatorUrl}/v1/generate/media`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ model: 'flux-2-1K', prompt }),
  })
  if (!started.ok) throw new Error(`the bench's image was refused: ${started.status}`)
  const { generation_id: id } = await started.json()
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const status = await (await fetch(`${emulatorUrl}/v1/generate/media/${id}`, { headers })).json()
    if (status.status === 'completed' && status.cdn_ready) return id
    if (status.status === 'failed')
      throw new Error(`the bench's image failed: ${status.error_message}`)
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error("the bench's image was not published in time")
}
