import 'server-only'
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import { subscribe } from 'node:diagnostics_channel'
import type { ClientRequest, IncomingMessage } from 'node:http'

/** What one browser request through the studio learns on its way, for its log line. */
export interface RequestContext {
  requestId: string
  /** The upstream's status and the time to its answer's headers, once it answered. */
  upstreamStatus?: number
  upstreamMs?: number
}

declare global {
  // One store per process: Next bundles the App Router and the Pages API route separately, and
  // the upstream client reads the context set by either.
  var mediaStudioRequestContext: AsyncLocalStorage<RequestContext> | undefined
}

const storage = (globalThis.mediaStudioRequestContext ??= new AsyncLocalStorage<RequestContext>())

/** The header that carries the id to the upstream and back to the browser. */
export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * A load balancer's id is kept so its log and ours name the same request; anything else a client
 * sends is replaced, so a log line never carries a made-up value (no spaces, quotes or newlines).
 */
const ACCEPTED_ID = /^[A-Za-z0-9._-]{8,64}$/

export function acceptedRequestId(given: string | string[] | null | undefined): string {
  return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID()
}

export function requestIdOf(req: IncomingMessage): string {
  return acceptedRequestId(req.headers[REQUEST_ID_HEADER])
}

export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work)
}

/** The headers every upstream call carries for the request it serves (none outside one). */
export function upstreamTraceHeaders(): Record<string, string> {
  const context = storage.getStore()
  return context ? { [REQUEST_ID_HEADER]: context.requestId } : {}
}

// The upstream's status and timing come from Node's own HTTP client events, so the upstream
// client needs no code for them: a request made inside a context is remembered with its start,
// and its answer's headers fill that context in.
const started = new WeakMap<ClientRequest, { context: RequestContext; at: number }>()

declare global {
  var mediaStudioUpstreamTiming: boolean | undefined
}

if (!globalThis.mediaStudioUpstreamTiming) {
  globalThis.mediaStudioUpstreamTiming = true
  subscribe('http.client.request.start', (message) => {
    const { request } = message as { request: ClientRequest }
    const context = globalThis.mediaStudioRequestContext?.getStore()
    if (context) started.set(request, { context, at: performance.now() })
  })
  subscribe('http.client.response.finish', (message) => {
    const { request, response } = message as { request: ClientRequest; response: IncomingMessage }
    const start = started.get(request)
    if (!start) return
    start.context.upstreamStatus = response.statusCode
    start.context.upstreamMs = Math.round(performance.now() - start.at)
  })
}
