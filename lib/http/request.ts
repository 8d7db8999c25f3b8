import type { z } from 'zod'
import { ApiError, REQUEST_ID_HEADER } from './api-error'
import { pageAccountHeaders } from './page-account'

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
  schema?: z.ZodType<T>
}

/** Calls the studio's same-origin `/api` routes and parses the answer with the contract. */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const response = await fetch(`/api${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...pageAccountHeaders(),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    credentials: 'same-origin',
  })
  const json: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    throw new ApiError(
      response.status,
      json && typeof json === 'object' ? (json as Record<string, unknown>) : null,
      // Optional: an answer that names no request (or has no headers at all) still fails in words.
      response.headers?.get(REQUEST_ID_HEADER) ?? null,
    )
  }
  return options.schema ? options.schema.parse(json) : (json as T)
}
