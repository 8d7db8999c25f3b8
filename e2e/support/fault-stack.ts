import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer, request, type IncomingMessage, type Server } from 'node:http'
import { createServer as createNetServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A private studio for the fault-injection suite, whose upstream is a switchboard: a small
 * forwarding server in the test that points at whichever emulator the current scenario runs
 * (each started with its own fault settings), and can itself stall answers or play dead. The
 * emulators hand out media URLs on the switchboard too, so the studio's CSP and cookies stay
 * the same across scenarios.
 */

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

async function waitForHttp(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false)
    if (ok) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return Promise.resolve()
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

export interface Switchboard {
  url: string
  target: string
  /** Status polls (GET /v1/generate/media/{id}) to answer with headers and then silence. */
  stallStatusPolls: number
  close(): Promise<void>
}

export async function startSwitchboard(): Promise<Switchboard> {
  const port = await freePort()
  const open = new Set<IncomingMessage>()
  const board: Switchboard = {
    url: `http://127.0.0.1:${port}`,
    target: '',
    stallStatusPolls: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  const server: Server = createServer((req, res) => {
    const isStatusPoll = req.method === 'GET' && /^\/v1\/generate\/media\/[\w-]+$/.test(req.url!)
    if (isStatusPoll && board.stallStatusPolls > 0) {
      board.stallStatusPolls -= 1
      res.writeHead(200, { 'content-type': 'application/json' })
      res.flushHeaders()
      open.add(req)
      return
    }
    const target = new URL(board.target)
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    // The emulator is down (restarting): as a dead service, drop the connection.
    upstream.once('error', () => res.destroy())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return board
}

export interface Emulator {
  url: string
  restart(): Promise<void>
  stop(): Promise<void>
}

export async function startEmulator(
  publicUrl: string,
  env: Record<string, string>,
): Promise<Emulator> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'faults-emulator-'))
  const url = `http://127.0.0.1:${port}`
  let child: ChildProcess | undefined
  const launch = async () => {
    child = spawn(process.execPath, ['--import', 'tsx', 'emulator/main.ts'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        EMULATOR_PORT: String(port),
        EMULATOR_DATA_DIR: dataDir,
        EMULATOR_PUBLIC_URL: publicUrl,
        EMULATOR_TIME_SCALE: '0.02',
        EMULATOR_SEED_HISTORY: 'false',
        ...env,
      },
    })
    await waitForHttp(`${url}/health`, 60_000)
  }
  await launch()
  return {
    url,
    async restart() {
      await stop(child)
      await launch()
    },
    stop: () => stop(child),
  }
}

export interface Studio {
  url: string
  stop(): Promise<void>
}

/** `next start` on the existing production build, with the switchboard as its upstream. */
export async function startStudio(upstreamUrl: string, env: Record<string, string> = {}) {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port)],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(port),
        STUDIO_UPSTREAM_URL: upstreamUrl,
        STUDIO_EMBEDDED_EMULATOR: '1',
        STUDIO_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'faults-studio-')),
        ...env,
      },
    },
  )
  const url = `http://localhost:${port}`
  await waitForHttp(`${url}/api/session`, 120_000)
  return { url, stop: () => stop(child) } satisfies Studio
}
