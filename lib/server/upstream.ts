import 'server-only'
import { getEnv } from '@/lib/config/env'
import { callerGone, upstreamTimeout, upstreamUnreachable } from './studio-error'

export interface UpstreamInit {
  method?: string
  apiKey?: string
  headers?: Headers
  body?: ReadableStream<Uint8Array> | string | null
  /** Aborts the upstream call if response headers have not arrived by then. */
  timeoutMs?: number
  signal?: AbortSignal
}

/**
 * The one way the studio server talks to the service: adds the base URL and the key, bounds the
 * wait for response headers, and turns network failures into StudioErrors (502/504, or 499
 * when the caller itself went away, which is not a server fault to log).
 * Upstream HTTP errors are returned as responses, untouched, so callers can pass them through.
 */
export async function upstreamFetch(
  pathAndQuery: string,
  init: UpstreamInit = {},
): Promise<Response> {
  const env = getEnv()
  const headers = new Headers(init.headers)
  if (init.apiKey) headers.set('x-api-key', init.apiKey)

  const controller = new AbortController()
  const onCallerAbort = () => controller.abort(init.signal?.reason)
  init.signal?.addEventListener('abort', onCallerAbort, { once: true })
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, init.timeoutMs ?? env.STUDIO_UPSTREAM_TIMEOUT_MS)

  const hasStreamBody = init.body instanceof ReadableStream
  try {
    return await fetch(`${env.upstreamUrl}${pathAndQuery}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body ?? undefined,
      signal: controller.signal,
      cache: 'no-store',
      redirect: 'manual',
      ...(hasStreamBody ? { duplex: 'half' } : {}),
    } as RequestInit)
  } catch {
    if (timedOut) throw upstreamTimeout()
    if (init.signal?.aborted) throw callerGone()
    throw upstreamUnreachable()
  } finally {
    clearTimeout(timer)
    init.signal?.removeEventListener('abort', onCallerAbort)
  }
}

/** GET a JSON document upstream; returns the status and the parsed body (null when not JSON). */
export async function upstreamJson(
  path: string,
  apiKey?: string,
): Promise<{ status: number; body: unknown }> {
  const response = await upstreamFetch(path, {
    apiKey,
    headers: new Headers({ accept: 'application/json' }),
  })
  const body: unknown = await response.json().catch(() => null)
  return { status: response.status, body }
}
