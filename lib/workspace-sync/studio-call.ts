import type { z } from 'zod'
import { ApiError } from '@/lib/http/api-error'
import { pageAccountHeaders } from '@/lib/http/page-account'

/**
 * A workspace call the page waits on (a list to show, a preset to save, a board): under the page's
 * account, its refusal thrown as the ApiError it is, with the route's words, and its answer
 * parsed, never cast.
 */
export async function studioCall<T>(
  path: string,
  schema: z.ZodType<T>,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    headers: {
      ...pageAccountHeaders(),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: 'same-origin',
    signal: init.signal,
  }).catch((error: unknown) => {
    if (init.signal?.aborted) throw error
    throw new Error('The studio could not be reached. Check your connection.')
  })
  const json: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const body = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {}
    // The route's own sentence when it gave one; never "status 500".
    const message =
      typeof body.message === 'string' ? body.message : 'The studio could not do this just now.'
    throw new ApiError(response.status, { ...body, message })
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success)
    throw new Error('Your saved workspace gave an answer the studio could not read.')
  return parsed.data
}
