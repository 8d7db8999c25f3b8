import { ApiError, REQUEST_ID_HEADER, UnreadableAnswer } from './api-error'
import { noSessionHeard, pageAccountHeaders } from './page-account'

/** What reads an answer: a zod schema, or `ANSWER_IGNORED` for a call whose answer is not used. */
export interface AnswerParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false }
}

/** For a call whose answer says nothing the page uses (a sign-out): read as nothing at all. */
export const ANSWER_IGNORED: AnswerParser<undefined> = {
  safeParse: () => ({ success: true, data: undefined }),
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
  /** The answer's contract: an answer is parsed, never cast. */
  schema: AnswerParser<T>
}

/**
 * The one way the browser calls the studio's own origin (docs/architecture.md, "The browser's
 * calls"): `path` is the same-origin path (`/api/v1/…` for the service, `/api/studio/…` for the
 * workspace, `/api/session`), sent under the page's account. A refusal is thrown as an
 * `ApiError` (status, body and the request's reference), no answer at all as a `TypeError` in
 * words, an answer its schema refuses as an `UnreadableAnswer`.
 */
/** The service's routes, relayed as they are; every other `/api/…` route is the studio's own. */
/** The studio's answer when no session is signed in (lib/server/studio-error.ts). */
const NOT_CONNECTED = 'not_connected'
const SERVICE_PATH = /^\/api\/(v1|public)\//

export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers: {
      ...pageAccountHeaders(),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    credentials: 'same-origin',
  }).catch((error: unknown) => {
    if (options.signal?.aborted) throw error
    throw new TypeError('The studio could not be reached. Check your connection.')
  })
  const json: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const error = new ApiError(
      response.status,
      json && typeof json === 'object' ? (json as Record<string, unknown>) : null,
      // Optional: an answer that names no request (or has no headers at all) still fails in words.
      response.headers?.get(REQUEST_ID_HEADER) ?? null,
      SERVICE_PATH.test(path) ? 'service' : 'studio',
    )
    // The studio's own "no one is signed in" (not the service refusing a key).
    if (error.status === 401 && error.code === NOT_CONNECTED) noSessionHeard()
    throw error
  }
  const parsed = options.schema.safeParse(json)
  if (!parsed.success) throw new UnreadableAnswer()
  return parsed.data
}
