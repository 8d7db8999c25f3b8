import { ApiError } from '@/lib/http/api-error'

const MAX_RETRIES = 4

/** GETs retry on network errors, 5xx and 429; any other 4xx needs a changed request. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false
  if (!(error instanceof ApiError)) return true
  return error.status === 429 || error.status >= 500
}

/** Capped exponential backoff with full jitter; a 429 waits for its window (`reset_after`). */
export function retryDelay(failureCount: number, error: unknown): number {
  if (error instanceof ApiError && error.status === 429) {
    const resetAfter = Number(error.body?.reset_after)
    if (Number.isFinite(resetAfter) && resetAfter > 0) return resetAfter * 1000
  }
  const cap = Math.min(30_000, 1000 * 2 ** failureCount)
  return Math.round(cap / 2 + (Math.random() * cap) / 2)
}
