import 'server-only'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RateGroup } from '@/lib/api/routes'
import { getEnv } from '@/lib/config/env'
import { STUDIO_SCOPE_HEADER } from '@/lib/studio-api/routes'
import { browserScopeOf } from './account'
import {
  allowedQuery,
  forwardRequestHeaders,
  isCrossSiteWrite,
  resolveApiPath,
  resolvePublicPath,
} from './relay-rules'
import { requestFraming } from './request-framing'
import { notePacedPost } from './runs/ledger'
import { nodeRequestHead, type RequestHead } from './request-head'
import { readSession, renewalCookie } from './session'
import {
  StudioError,
  accountChanged,
  crossSiteRefused,
  isStudioError,
  notConnected,
  notFound,
} from './studio-error'
import { isObservedPath, observeServiceAnswer, OBSERVER_LIMITS } from './search/observer'
import { callUpstream, type UpstreamCall } from './upstream'
import { sendAnswer } from './upstream-answer'

/** An upload may keep the upstream silent this long while it reads (instead of the usual bound). */
export const UPLOAD_IDLE_TIMEOUT_MS = 30 * 60 * 1000
/** The one spelling of the upload route; others are refused so only it reaches the service. */
const UPLOAD_PATH = '/v1/upload/media'

const uploadSpellingRefused = () =>
  new StudioError(
    404,
    'not_found',
    'Uploads are accepted at /api/v1/upload/media only, spelled exactly so.',
  )

const methodNotAllowed = () =>
  new StudioError(405, 'method_not_allowed', 'The public documents can only be read.')

export interface RelayPlan {
  /** The path checked, in its one encoded spelling, and the query the route table allows. */
  pathAndQuery: string
  method: string
  apiKey: string
  headers: Record<string, string>
  /** Set-Cookie renewing the session, when its seal is due for renewal. */
  renewal: string | null
  upload: boolean
  /** The route's rate group (docs/service-contract.md §8). */
  rateGroup: RateGroup
}

/**
 * Every rule of the BFF before a byte goes upstream: the route must be in the contract's table
 * (uploads only under their one spelling), writes must come from our own origin, there must be a
 * live session, and a page that names its account must name the one signed in. `apiPath` is what follows `/api`. Throws a StudioError.
 */
export async function planV1(head: RequestHead, apiPath: string): Promise<RelayPlan> {
  const resolved = resolveApiPath(apiPath, head.method)
  if (!resolved) throw notFound()
  const { route } = resolved.match
  const upload = route.rateGroup === 'upload'
  if (upload && apiPath !== UPLOAD_PATH) throw uploadSpellingRefused()
  if (isCrossSiteWrite(head)) throw crossSiteRefused()
  const session = await readSession(head)
  if (!session) throw notConnected()
  // A page names the account it was opened for: a stale tab must not spend another's credits.
  const scope = head.headers.get(STUDIO_SCOPE_HEADER)
  if (scope !== null && scope !== browserScopeOf(session.apiKey)) throw accountChanged()
  return {
    pathAndQuery: `${resolved.path}${allowedQuery(head.search, route.query)}`,
    method: head.method,
    apiKey: session.apiKey,
    headers: forwardRequestHeaders(head.headers),
    renewal: await renewalCookie(session, head.secure),
    upload,
    rateGroup: route.rateGroup,
  }
}

async function forwardV1(req: IncomingMessage, res: ServerResponse, call: Partial<UpstreamCall>) {
  const head = nodeRequestHead(req)
  const framing = requestFraming(head.method, req.rawHeaders)
  const plan = await planV1(head, head.rawPath.replace(/^\/api(?=\/)/, ''))
  // A paid start counts in the account's pacing, beside any run (lib/server/runs/ledger.ts).
  notePacedPost(plan.apiKey, plan.method, plan.rateGroup)
  const answer = await callUpstream({
    ...call,
    ...plan,
    body: framing.kind === 'none' ? null : req,
    bodyLength: framing.kind === 'length' ? framing.length : null,
    answerTimeoutMs: getEnv().STUDIO_UPSTREAM_TIMEOUT_MS,
    // An upload's upstream reads for as long as the bytes take; anything else must answer soon.
    ...(plan.upload ? { sendIdleTimeoutMs: UPLOAD_IDLE_TIMEOUT_MS } : {}),
  })
  await sendAnswer(res, answer, { setCookie: plan.renewal, ...observerOf(plan) })
  // The service answered before the whole body (a 413 on the declared size): the client may
  // still be sending, so its connection is closed after a moment instead of read to the end.
  if (answer.early && !req.complete) lingerThenClose(req)
}

/** History reads and job statuses, kept for the search index once sent (never in their way). */
function observerOf(plan: RelayPlan) {
  if (plan.method !== 'GET' || !isObservedPath(plan.pathAndQuery)) return {}
  return {
    observe: (status: number, bytes: Buffer) =>
      observeServiceAnswer(plan.apiKey, plan.pathAndQuery, status, bytes),
    observeBytes: OBSERVER_LIMITS.bytes,
  }
}

/** The public discovery documents (`/llms.txt`, `/docs/models.json`, ...), no key needed. */
async function forwardPublic(
  req: IncomingMessage,
  res: ServerResponse,
  call: Partial<UpstreamCall>,
) {
  const { method, rawPath } = nodeRequestHead(req)
  if (method !== 'GET') throw methodNotAllowed()
  requestFraming(method, req.rawHeaders)
  const path = resolvePublicPath(rawPath.replace(/^\/api\/public(?=\/)/, ''))
  if (!path) throw notFound()
  const answer = await callUpstream({
    ...call,
    pathAndQuery: path,
    answerTimeoutMs: getEnv().STUDIO_UPSTREAM_TIMEOUT_MS,
  })
  // The same document for everyone, so the service's caching headers stand (unlike a /v1
  // answer's, see filterResponseHeaders).
  await sendAnswer(res, answer, { allowText: path === '/llms.txt', scope: 'shared' })
}

/** After a refusal, what the client still sends is dropped for this long, or this much, at most. */
const LINGER_MS = 2000
const LINGER_MAX_BYTES = 64 * 1024 * 1024

/**
 * A refusal given before the body was read must reach the client, but the body must not be read
 * to its end (it may be 500 MB). Closing a connection with unread bytes resets it, which can
 * destroy the answer on its way; so, like a web server's lingering close, the studio drops what
 * arrives for a moment, then closes the connection.
 */
function lingerThenClose(req: IncomingMessage) {
  let dropped = 0
  const close = () => {
    clearTimeout(timer)
    req.socket.destroy()
  }
  const timer = setTimeout(close, LINGER_MS)
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length
    if (dropped > LINGER_MAX_BYTES) close()
  })
  req.once('end', () => clearTimeout(timer))
}

/**
 * The BFF proxy: every `/api/v1/...` and `/api/public/...` request (pages/api/service-relay.ts).
 * It works on Node's own request and response, so bodies stream both ways with backpressure and
 * no per-request web Request/Response is built.
 */
export async function relayRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const callerGone = new AbortController()
  res.once('close', () => {
    if (!res.writableFinished) callerGone.abort()
  })
  const call = { signal: callerGone.signal }
  try {
    if (req.url?.startsWith('/api/public/')) await forwardPublic(req, res, call)
    else await forwardV1(req, res, call)
  } catch (error) {
    if (!isStudioError(error)) throw error
    // Once the answer has started, or nobody is reading it, there is nothing left to say.
    if (res.headersSent || callerGone.signal.aborted) return void res.destroy()
    if (!req.complete) lingerThenClose(req)
    error.writeTo(res)
  }
}
