import 'server-only'
import { subscribe } from 'node:diagnostics_channel'
import type { Server, ServerResponse } from 'node:http'
import { logEvent } from './request-log'

/**
 * Graceful shutdown. On SIGTERM (a container stop, a rolling deploy) the instance:
 * 1. reports not ready, so the load balancer sends it nothing new;
 * 2. stops accepting connections, and asks keep-alive browsers to go elsewhere;
 * 3. lets the answers and uploads in flight finish, for at most the grace period;
 * 4. closes its pools (upstream connections, the revocation store, the database), then exits.
 * Next's own signal handler waits for requests without a bound and leaves pools open, so the
 * studio's start commands set NEXT_MANUAL_SIG_HANDLE and this module handles the signals.
 */
interface ShutdownState {
  draining: boolean
  inFlight: Set<ServerResponse>
  servers: Set<Server>
  closers: { name: string; close: () => unknown }[]
  installed: boolean
}

declare global {
  // One per process: the App Router and the Pages API route are bundled separately.
  var mediaStudioShutdown: ShutdownState | undefined
}

const state = (globalThis.mediaStudioShutdown ??= {
  draining: false,
  inFlight: new Set(),
  servers: new Set(),
  closers: [],
  installed: false,
})

export const isDraining = () => state.draining

/**
 * Registers a pool to close once the requests in flight are done. Each server bundle (App Router,
 * Pages API route) holds its own copy of a module's pool, so every registration is kept.
 */
export function onShutdown(name: string, close: () => unknown): void {
  state.closers.push({ name, close })
}

/** An answer that ended, or whose connection is gone (a browser that went away never finishes). */
const done = (response: ServerResponse) => response.writableFinished || response.destroyed

/**
 * Follows every request the process serves (pages included), and the servers they arrive on,
 * through Node's own HTTP events: a listener on each answer would join the many Next adds.
 */
function trackRequests() {
  subscribe('http.server.request.start', (message) => {
    const { response, server } = message as { response: ServerResponse; server: Server }
    state.servers.add(server)
    if (state.inFlight.size > 256)
      for (const r of state.inFlight) if (done(r)) state.inFlight.delete(r)
    state.inFlight.add(response)
  })
  subscribe('http.server.response.finish', (message) => {
    state.inFlight.delete((message as { response: ServerResponse }).response)
  })
}

const stillRunning = () => [...state.inFlight].filter((response) => !done(response))

function allAnswered(boundMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const deadline = Date.now() + boundMs
    const check = () => {
      if (stillRunning().length === 0) return resolve(true)
      if (Date.now() >= deadline) return resolve(false)
      setTimeout(check, 50)
    }
    check()
  })
}

/** Runs the steps above; resolves when the pools are closed. Exported for the shutdown test. */
type LogLine = { msg: string } & Record<string, string | number | boolean>

export async function drain(graceMs: number, log: (line: LogLine) => void): Promise<void> {
  state.draining = true
  for (const server of state.servers) {
    server.close()
    server.closeIdleConnections()
  }
  const inFlight = stillRunning().length
  const finished = await allAnswered(graceMs)
  if (!finished) {
    for (const response of stillRunning()) response.destroy()
    for (const server of state.servers) server.closeAllConnections()
  }
  const closing = state.closers.map(async ({ name, close }) => {
    try {
      await close()
    } catch {
      log({ msg: 'shutdown: a pool did not close cleanly', pool: name })
    }
  })
  await Promise.all(closing)
  log({
    msg: 'shutdown',
    inFlightAtSignal: inFlight,
    cutShort: finished ? 0 : stillRunning().length,
  })
}

/** Installs the signal handlers once per process (instrumentation.ts calls it at start). */
export function installShutdown(graceMs: number): void {
  if (state.installed) return
  state.installed = true
  trackRequests()
  const log = (line: LogLine) => logEvent(line)
  const onSignal = (signal: NodeJS.Signals) => {
    if (state.draining) return
    log({ msg: 'shutdown: draining', signal, graceMs })
    void drain(graceMs, log).finally(() => process.exit(0))
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}
