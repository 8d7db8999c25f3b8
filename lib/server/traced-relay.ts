import 'server-only'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { decodeRoutePath, matchRoute } from '@/lib/api/routes'
import { relayRequest } from './relay'
import {
  REQUEST_ID_HEADER,
  requestIdOf,
  runWithRequestContext,
  type RequestContext,
} from './request-context'
import { logRequest } from './request-log'
import { isDraining } from './shutdown'

/** The contract's route id for a proxied path, for the log (never the path: it names ids). */
export function routeIdOf(method: string, url: string): string | null {
  const rawPath = url.split('?')[0] ?? ''
  if (rawPath.startsWith('/api/public/')) return 'public'
  const path = rawPath.startsWith('/api/v1/') ? decodeRoutePath(rawPath.slice(4)) : null
  return (path && matchRoute(method, path)?.route.id) ?? null
}

/**
 * The proxy with what an operator needs around it: a request id (sent upstream, answered to the
 * browser in `x-request-id`, quoted in the pages' error messages) and one log line when the
 * answer ends. While the instance shuts down, answers ask the browser to close the connection so
 * its next request goes to another instance.
 */
export async function tracedRelayRequest(req: IncomingMessage, res: ServerResponse) {
  const started = performance.now()
  const context: RequestContext = { requestId: requestIdOf(req) }
  res.setHeader(REQUEST_ID_HEADER, context.requestId)
  if (isDraining()) res.setHeader('connection', 'close')
  // Logged when the proxy's work ends (it resolves once the answer is written or abandoned):
  // a listener on the answer would join the ten Node's pipeline and Next's compression add.
  let failed = false
  try {
    await runWithRequestContext(context, () => relayRequest(req, res))
  } catch (error) {
    failed = true
    throw error
  } finally {
    logRequest({
      requestId: context.requestId,
      route: routeIdOf(req.method ?? 'GET', req.url ?? ''),
      method: req.method ?? 'GET',
      // An error the proxy does not answer itself becomes Next's 500.
      status: failed ? 500 : res.statusCode,
      durationMs: Math.round(performance.now() - started),
      upstreamStatus: context.upstreamStatus ?? null,
      upstreamMs: context.upstreamMs ?? null,
      aborted: !failed && !res.writableEnded,
    })
  }
}
