import { STUDIO_SCOPE_HEADER } from '@/lib/studio-api/routes'

/** The studio's public origin in route tests: writes from it pass the Origin rule. */
export const STUDIO_TEST_ORIGIN = 'http://localhost:3000'

type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>

export interface StudioCall {
  cookie?: string
  params?: Record<string, string>
  body?: unknown
  /** Sent as it is, for bodies that are not JSON. */
  rawBody?: string
  /** The body's label, `application/json` unless told. */
  contentType?: string
  query?: string
  origin?: string
  /** The page's account (`x-studio-scope`). */
  scope?: string
}

/**
 * Calls a workspace route handler as Next does (a Request and its path params), from the studio's
 * origin unless told otherwise; answers the status and the parsed JSON.
 */
export async function callStudioRoute<Answer = Record<string, unknown>>(
  handler: unknown,
  method: string,
  init: StudioCall = {},
): Promise<{ status: number; json: Answer; headers: Headers }> {
  // One request id for every call, as a load balancer's would be: two answers compared whole
  // then differ only in what the route did.
  const headers: Record<string, string> = {
    origin: init.origin ?? STUDIO_TEST_ORIGIN,
    'x-request-id': 'test-request-0001',
  }
  if (init.cookie) headers.cookie = init.cookie
  if (init.scope) headers[STUDIO_SCOPE_HEADER] = init.scope
  const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body))
  if (body !== undefined) headers['content-type'] = init.contentType ?? 'application/json'
  const url = `${STUDIO_TEST_ORIGIN}/api/studio/x${init.query ? `?${init.query}` : ''}`
  const response = await (handler as Handler)(new Request(url, { method, headers, body }), {
    params: Promise.resolve(init.params ?? {}),
  })
  return {
    status: response.status,
    json: (await response.json()) as Answer,
    headers: response.headers,
  }
}

/** A sealed session cookie for `apiKey` (the session module reads its secret when first used). */
export async function sessionCookieOf(apiKey: string): Promise<string> {
  const { newSession, sealSession } = await import('@/lib/server/session')
  return `media_studio_session=${await sealSession(newSession(apiKey))}`
}
