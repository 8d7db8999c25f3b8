import 'server-only'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { getEnv } from '@/lib/config/env'
import {
  allowedQuery,
  forwardRequestHeaders,
  isCrossSiteWrite,
  resolveApiPath,
  resolvePublicPath,
} from './proxy-rules'
import { isSecureRequest, readSession, renewalCookie } from './session'
import { StudioError, crossSiteRefused, notConnected, notFound } from './studio-error'
import { callUpstream } from './upstream'
import { toBrowserResponse } from './upstream-answer'

const UPLOAD_IDLE_TIMEOUT_MS = 30 * 60 * 1000

/** Everything after `/api` in the request's raw (percent-encoded) path. */
function rawApiPath(url: URL): string {
  return url.pathname.replace(/^\/api(?=\/)/, '')
}

export async function guard(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof StudioError) return error.toResponse()
    throw error
  }
}

/**
 * Only `/api/v1/upload/media`, spelled exactly, is rewritten to the streamed upload route; any
 * other spelling would reach an App Router handler, which buffers the body. Refused unread.
 */
const uploadSpellingRefused = () =>
  new StudioError(
    404,
    'not_found',
    'Uploads are accepted at /api/v1/upload/media only, spelled exactly so.',
  )

export interface ProxyPlan {
  /** Upstream path (still percent-encoded) and the query the route table allows. */
  pathAndQuery: string
  method: string
  apiKey: string
  headers: Record<string, string>
  /** Set-Cookie renewing the session, when its seal is due for renewal. */
  renewal: string | null
}

/**
 * Every rule of the BFF before a byte goes upstream: the route must be in the contract's table
 * (uploads only on the streamed path), writes must come from our own origin, and there must be
 * a live session. Throws a StudioError.
 */
export async function planV1(request: Request, { streamed = false } = {}): Promise<ProxyPlan> {
  const url = new URL(request.url)
  const resolved = resolveApiPath(rawApiPath(url), request.method)
  if (!resolved) throw notFound()
  const { route } = resolved.match
  if (route.rateGroup === 'upload' && !streamed) throw uploadSpellingRefused()
  if (isCrossSiteWrite(request)) throw crossSiteRefused()
  const session = await readSession(request)
  if (!session) throw notConnected()
  return {
    pathAndQuery: `${resolved.path}${allowedQuery(url.search, route.query)}`,
    method: request.method,
    apiKey: session.apiKey,
    headers: Object.fromEntries(forwardRequestHeaders(request.headers)),
    renewal: await renewalCookie(session, isSecureRequest(request)),
  }
}

/** The BFF proxy for the spec's `/v1` routes: allowlisted, keyed from the session, streamed. */
export function proxyV1(request: Request): Promise<Response> {
  return guard(async () => {
    const plan = await planV1(request)
    const hasBody = request.method !== 'GET' && request.method !== 'DELETE' && request.body
    const answer = await callUpstream({
      ...plan,
      body: hasBody ? Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>) : null,
      headersTimeoutMs: getEnv().STUDIO_UPSTREAM_TIMEOUT_MS,
      signal: request.signal,
    })
    const response = await toBrowserResponse(answer)
    if (plan.renewal) response.headers.append('set-cookie', plan.renewal)
    return response
  })
}

/** The public discovery documents (`/llms.txt`, `/docs/models.json`, ...), no key needed. */
export function proxyPublic(request: Request): Promise<Response> {
  return guard(async () => {
    const path = resolvePublicPath(rawApiPath(new URL(request.url)).replace(/^\/public(?=\/)/, ''))
    if (!path) throw notFound()
    const answer = await callUpstream({
      pathAndQuery: path,
      headersTimeoutMs: getEnv().STUDIO_UPSTREAM_TIMEOUT_MS,
      signal: request.signal,
    })
    return toBrowserResponse(answer, { allowText: path === '/llms.txt' })
  })
}

export { UPLOAD_IDLE_TIMEOUT_MS }
