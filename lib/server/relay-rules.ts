import 'server-only'
import {
  compilePathTemplate,
  decodeRoutePath,
  matchRoute,
  PUBLIC_PATHS,
  type RouteMatch,
} from '@/lib/api/routes'
import { getEnv } from '@/lib/config/env'
import type { HeaderReader } from './request-head'

/**
 * Turns the raw (still percent-encoded) path after `/api` into the upstream path, or null when
 * it is not a route of the contract. Encoded slashes, dot segments and empty segments are refused
 * before any matching, so no path trick reaches the upstream (Next resolves plain and encoded dot
 * segments before the proxy is called: what arrives here is the route they resolve to).
 *
 * The path sent is built from the decoded path the route table matched, never the client's
 * spelling: `/v1/%62alance` is checked as `/v1/balance`, and a WAF, CDN or the service that
 * allows or counts requests by path must see that same path (docs/studio-server.md, "The path
 * the service is sent").
 */
export function resolveApiPath(
  rawPath: string,
  method: string,
): { path: string; match: RouteMatch } | null {
  if (!rawPath.startsWith('/v1/')) return null
  const path = decodeRoutePath(rawPath)
  if (!path) return null
  const match = matchRoute(method, path)
  return match ? { path: canonicalPath(path), match } : null
}

/**
 * The one spelling of a decoded path: each segment encoded again, so a parameter holding a
 * reserved character reaches the service as the value the route matched. A decoded segment never
 * holds a `/` (decodeRoutePath refuses it), so splitting on `/` gives back its segments. Today's
 * route table takes only unreserved characters in a parameter, so this is the decoded path itself.
 */
export function canonicalPath(decodedPath: string): string {
  return decodedPath.split('/').map(encodeURIComponent).join('/')
}

const publicMatchers = PUBLIC_PATHS.map((template) => compilePathTemplate(template))

/** The public discovery documents (no key) reachable under `/api/public/...`. */
export function resolvePublicPath(rawPath: string): string | null {
  if (rawPath.includes('%') || rawPath.includes('..') || rawPath.includes('//')) return null
  return publicMatchers.some((regex) => regex.test(rawPath)) ? rawPath : null
}

/**
 * CSRF rule: a state-changing request must come from the studio's own pages. Browsers send
 * Sec-Fetch-Site, and Origin on every non-GET request; the Origin is compared with the
 * configured public origin(s), never with the request's own Host or X-Forwarded-Host, which
 * whoever sends the request (or a DNS-rebinding page) chooses.
 */
export function isCrossSiteWrite(
  request: { method: string; headers: HeaderReader },
  allowedOrigins: readonly string[] = getEnv().publicOrigins,
): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') {
    return false
  }
  const site = request.headers.get('sec-fetch-site')
  if (site && site !== 'same-origin' && site !== 'none') return true
  const origin = request.headers.get('origin')
  if (!origin) return false
  return !allowedOrigins.includes(origin)
}

/**
 * The query to send upstream: only the parameters the route table names for the route, so
 * nothing else a URL carries (an `?api_key=`, a cache-buster, a probe) reaches the service, and
 * each once, with its first value (every parameter of the contract takes one value; which of two
 * a server reads is its own choice).
 */
export function allowedQuery(search: string, names: readonly string[]): string {
  if (!search || names.length === 0) return ''
  const kept = new URLSearchParams()
  for (const [name, value] of new URLSearchParams(search)) {
    if (names.includes(name) && !kept.has(name)) kept.append(name, value)
  }
  const query = kept.toString()
  return query ? `?${query}` : ''
}

// Content headers only: how a request is framed (length, chunking, connection) is decided by
// the studio for what it actually sends, never copied from the client (upstream.ts).
const REQUEST_HEADERS = ['content-type', 'accept', 'accept-language'] as const
const RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'retry-after',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
] as const
/** Whether and how long an answer may be kept: the service's word counts for shared ones only. */
const CACHING_HEADERS = ['cache-control', 'etag', 'last-modified'] as const

export function forwardRequestHeaders(incoming: HeaderReader): Record<string, string> {
  return pick(incoming, REQUEST_HEADERS)
}

/**
 * Whose answer it is: one account's (every `/api/v1/...` answer, for the key in the session
 * cookie) or everyone's alike (the public discovery documents).
 */
export type AnswerScope = 'account' | 'shared'

/**
 * Only an allowlist of upstream headers reaches the browser (no Set-Cookie, no server banners).
 * An account's answer is always `no-store` with no validator, whatever the service says: its URL
 * does not name the account, so a kept copy would be given to the next person signed in on the
 * browser, and a validator would let a conditional request bring it back (docs/architecture.md,
 * "What the browser may keep"). The contract describes no validator for any route, and the proxy
 * forwards no conditional request header, so nothing the studio relies on is lost.
 */
export function filterResponseHeaders(
  upstream: HeaderReader,
  scope: AnswerScope = 'account',
): Record<string, string> {
  const headers = pick(upstream, RESPONSE_HEADERS)
  // The studio decodes compressed bodies, so the upstream length would no longer be true.
  if (upstream.get('content-encoding') !== null) delete headers['content-length']
  if (scope === 'shared') Object.assign(headers, pick(upstream, CACHING_HEADERS))
  headers['cache-control'] ??= 'no-store'
  return headers
}

function pick(source: HeaderReader, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const name of names) {
    const value = source.get(name)
    if (value !== null) out[name] = value
  }
  return out
}
