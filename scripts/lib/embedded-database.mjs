import { connect, createServer } from 'node:net'
import path from 'node:path'
import { startService } from './processes.mjs'

/** Resolves once something accepts connections on the loopback port, or throws after the timeout. */
async function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = connect({ host: '127.0.0.1', port })
      socket.once('connect', () => socket.end(() => resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`The embedded database did not open port ${port} within ${timeoutMs / 1000} s`)
}

/** Whether the loopback port is free: a database already there is another checkout's, never ours. */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/**
 * Starts the embedded database (PGlite in `<dataDir>/database`) beside the studio when no
 * DATABASE_URL names a real one; returns the child (for stopAll), the studio's environment and
 * `ready`, which resolves once it takes connections. A first start creates the database (initdb,
 * long on a busy machine): `npm start` waits for it only a moment (scripts/start.mjs), and the
 * studio's workspace answers "unavailable" in words until then and the browser keeps what it would have saved.
 */
export async function startEmbeddedDatabase({ dataDir, port, readyTimeoutMs = 600_000 }) {
  if (!(await portIsFree(port))) {
    throw new Error(
      `Port ${port} is taken, so the embedded database cannot start: set EMBEDDED_DATABASE_PORT to a free port (or DATABASE_URL)`,
    )
  }
  const child = startService('database', process.execPath, ['scripts/embedded-database.mjs'], {
    EMBEDDED_DATABASE_DIR: path.join(dataDir, 'database'),
    EMBEDDED_DATABASE_PORT: String(port),
  })
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`The embedded database stopped (${code})`))),
  )
  const ready = Promise.race([waitForPort(port, readyTimeoutMs), exited]).catch((error) => {
    if (child.exitCode === null) child.kill('SIGTERM')
    throw error
  })
  return {
    child,
    ready,
    env: {
      DATABASE_URL: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
      STUDIO_EMBEDDED_DATABASE: '1',
    },
  }
}
