import 'server-only'
import {
  filterResponseHeaders,
  forwardRequestHeaders,
  isCrossSiteWrite,
  resolveApiPath,
  resolvePublicPath,
} from './proxy-rules'
import { readSession } from './session'
import { StudioError, crossSiteRefused, notConnected, notFound } from './studio-error'
import { upstreamFetch } from './upstream'

const UPLOAD_TIMEOUT_MS = 30 * 60 * 1000

/** Everything after `/api` in the request's raw (percent-encoded) path. */
function rawApiPath(request: Request): string {
  const { pathname } = new URL(request.url)
  return pathname.replace(/^\/api(?=\/)/, '')
}

function passThrough(upstream: Response): Response {
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: filterResponseHeaders(upstream.headers),
  })
}

export async function guard(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof StudioError) return error.toResponse()
    throw error
  }
}

export interface ProxyPlan {
  /** Upstream path and query, still percent-encoded. */
  pathAndQuery: string
  method: string
  apiKey: string
  headers: Headers
  timeoutMs?: number
}

/**
 * Every rule of the BFF before a byte goes upstream: the route must be in the contract's table,
 * writes must come from our own origin, and there must be a session. Throws a StudioError.
 */
export async function planV1(request: Request): Promise<ProxyPlan> {
  const resolved = resolveApiPath(rawApiPath(request), request.method)
  if (!resolved) throw notFound()
  if (isCrossSiteWrite(request)) throw crossSiteRefused()
  const session = await readSession(request)
  if (!session) throw notConnected()
  const isUpload = resolved.match.route.rateGroup === 'upload'
  return {
    pathAndQuery: `${resolved.path}${new URL(request.url).search}`,
    method: request.method,
    apiKey: session.apiKey,
    headers: forwardRequestHeaders(request.headers),
    timeoutMs: isUpload ? UPLOAD_TIMEOUT_MS : undefined,
  }
}

/** The BFF proxy for the spec's `/v1` routes: allowlisted, keyed from the session, streamed. */
export function proxyV1(request: Request): Promise<Response> {
  return guard(async () => {
    const plan = await planV1(request)
    const hasBody = request.method !== 'GET' && request.method !== 'DELETE' && request.body
    const upstream = await upstreamFetch(plan.pathAndQuery, {
      ...plan,
      body: hasBody ? request.body : null,
      signal: request.signal,
    })
    return passThrough(upstream)
  })
}

/** The public discovery documents (`/llms.txt`, `/docs/models.json`, ...), no key needed. */
export function proxyPublic(request: Request): Promise<Response> {
  return guard(async () => {
    const path = resolvePublicPath(rawApiPath(request).replace(/^\/public(?=\/)/, ''))
    if (!path) throw notFound()
    return passThrough(await upstreamFetch(path, { signal: request.signal }))
  })
}
