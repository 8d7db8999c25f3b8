import 'server-only'
import { Agent as HttpAgent, type AgentOptions } from 'node:http'
import { Agent as HttpsAgent } from 'node:https'
import type { Duplex } from 'node:stream'
import { getEnv } from '@/lib/config/env'
import { onShutdown } from './shutdown'

/** Write errors that mean the service has closed its side: its answer may still be unread. */
const PEER_GONE = ['EPIPE', 'ECONNRESET']

/** Sockets on which a write failed: whatever happens next, none goes back into the pool. */
const brokenSockets = new WeakSet<Duplex>()

type WriteMethod = (...args: unknown[]) => void

/**
 * A service that refuses a request before reading its body (a 413 on the declared length, a
 * 400, a 429) answers and closes; the body bytes still arriving make its side reset the
 * connection. Node destroys a socket at the first failed write, and with it the refusal that
 * had already arrived but was not read yet, so the caller got "unreachable" instead of the
 * service's answer about half the time. Here a write that fails because the service is gone is
 * dropped: reading goes on, the answer already received is parsed, and the reset then ends the
 * socket (a connection that closes mid-body is never reused).
 */
function keepReadingAfterFailedWrites(socket: Duplex): Duplex {
  for (const name of ['_write', '_writev'] as const) {
    const original = socket[name] as WriteMethod | undefined
    if (typeof original !== 'function') continue
    const patched: WriteMethod = function (this: Duplex, ...args) {
      const done = args.pop() as (error?: Error | null) => void
      original.call(this, ...args, (error?: NodeJS.ErrnoException | null) => {
        if (!error || !PEER_GONE.includes(error.code ?? '')) return done(error)
        brokenSockets.add(socket)
        done()
      })
    }
    Object.assign(socket, { [name]: patched })
  }
  return socket
}

/**
 * Idle pooled sockets are closed by the studio before the service closes them (a service ends
 * idle keep-alive connections after a few seconds: 5 s for the emulator), so a request is never
 * written on a connection the service is closing at that moment. Every request sets its own
 * socket timeout (see upstream.ts), so `timeout` here bounds idle pooled sockets only.
 */
function withPoolRules<A extends HttpAgent>(agent: A): A {
  const create = agent.createConnection.bind(agent)
  agent.createConnection = (options, callback) => {
    const socket = create(options, callback)
    return socket ? keepReadingAfterFailedWrites(socket) : socket
  }
  const keep = agent.keepSocketAlive.bind(agent) as (socket: Duplex) => boolean
  Object.assign(agent, {
    keepSocketAlive: (socket: Duplex) => !brokenSockets.has(socket) && keep(socket),
  })
  return agent
}

let agents: { http: HttpAgent; https: HttpsAgent } | undefined

/** The keep-alive pool for the service's protocol (outside Next's patched fetch). */
export function upstreamAgent(https: boolean): HttpAgent {
  if (!agents) {
    const options: AgentOptions = {
      keepAlive: true,
      keepAliveMsecs: 1000,
      maxSockets: 256,
      maxFreeSockets: 64,
      timeout: getEnv().STUDIO_UPSTREAM_POOL_IDLE_MS,
    }
    agents = {
      http: withPoolRules(new HttpAgent(options)),
      https: withPoolRules(new HttpsAgent(options)),
    }
    const pools = agents
    onShutdown('upstream connections', () => [pools.http, pools.https].forEach((a) => a.destroy()))
  }
  return https ? agents.https : agents.http
}
