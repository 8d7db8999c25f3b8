import 'server-only'
import type { ServerResponse } from 'node:http'

const ERROR_HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store' }

/**
 * An error of the studio's own (not the upstream's), rendered as `{ error, message }`, and `field`
 * (the body member at fault, for a program; never shown) when a refusal names one.
 */
export class StudioError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message)
    this.name = 'StudioError'
  }

  private get body(): string {
    return JSON.stringify({ error: this.code, message: this.message, field: this.field })
  }

  toResponse(): Response {
    return new Response(this.body, {
      status: this.status,
      headers: { ...ERROR_HEADERS },
    })
  }

  /** The same answer on a Node response (the proxy's Pages API route). */
  writeTo(res: ServerResponse): void {
    const body = this.body
    res
      .writeHead(this.status, {
        ...ERROR_HEADERS,
        'content-length': String(Buffer.byteLength(body)),
      })
      .end(body)
  }
}

/** A 429 in words, whose answer says in Retry-After when to try again. */
export class TooMany extends StudioError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, code, message)
  }

  override toResponse(): Response {
    const response = super.toResponse()
    response.headers.set('retry-after', String(this.retryAfterSeconds))
    return response
  }
}

/**
 * Whether something thrown is a StudioError, by its name and code rather than by class identity:
 * Next bundles the App Router and the Pages API route separately, so an error made by one
 * bundle's copy of this module is not an `instanceof` the other's.
 */
export function isStudioError(error: unknown): error is StudioError {
  return (
    error instanceof Error &&
    error.name === 'StudioError' &&
    typeof (error as Partial<StudioError>).status === 'number' &&
    typeof (error as Partial<StudioError>).code === 'string' &&
    typeof (error as Partial<StudioError>).writeTo === 'function'
  )
}

/**
 * Runs a route handler, answering its StudioErrors in words; anything else is Next's 500. A
 * refused request that carried a body closes its connection once answered: what the route did not
 * read would otherwise be read and thrown away by the server, for as long as the client sends it
 * (docs/architecture.md §4).
 */
export async function guard(request: Request, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run()
  } catch (error) {
    if (!isStudioError(error)) throw error
    const response = error.toResponse()
    if (request.body !== null) response.headers.set('connection', 'close')
    return response
  }
}

export const notConnected = () =>
  new StudioError(401, 'not_connected', 'Connect your API key to continue.')

export const notFound = () =>
  new StudioError(404, 'not_found', 'This route is not part of the service API.')

/** A page names the account it was opened for; another has signed in since (another tab). */
export const accountChanged = () =>
  new StudioError(
    409,
    'account_changed',
    'This page was opened for another account than the one now signed in. Reload it.',
  )

export const crossSiteRefused = () =>
  new StudioError(403, 'cross_site_request', 'Requests from other sites are refused.')

/**
 * `neverSent`: no connection was ever made, so the service never saw the request (a paid start
 * failed so made nothing). Not part of the answer the browser gets.
 */
export const upstreamUnreachable = ({ neverSent = false } = {}) =>
  Object.assign(
    new StudioError(502, 'upstream_unreachable', 'The media service could not be reached.'),
    { neverSent },
  )

export const upstreamTimeout = () =>
  new StudioError(504, 'upstream_timeout', 'The media service did not answer in time.')

/** A store of sign-outs (file, Redis, database) that cannot answer: never a bare 500. */
export const sessionStoreUnavailable = () =>
  new StudioError(
    503,
    'session_store_unavailable',
    'The studio cannot check sign-ins right now (its session store is not answering). Try again in a moment.',
  )

/** Whether something thrown means the session store could not answer (by code, across bundles). */
export const isSessionStoreUnavailable = (error: unknown): boolean =>
  isStudioError(error) && error.code === 'session_store_unavailable'

/** The browser went away (navigation, reload, cancelled query): nobody reads this answer. */
export const callerGone = () =>
  new StudioError(499, 'client_closed_request', 'The request was cancelled by the caller.')

/** The request's body framing is unclear: it is refused rather than guessed at and forwarded. */
export const framingRefused = (detail: string) =>
  new StudioError(
    400,
    'invalid_request_framing',
    `The request's length is unclear (${detail}). Send it with one Content-Length, or chunked.`,
  )

/** A read or a delete carrying a body: the service takes none, so the request is refused. */
export const bodyNotAllowed = () =>
  new StudioError(400, 'unexpected_body', 'This request takes no body. Send it without one.')
