import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/http/api-error'
import { retryDelay, shouldRetryQuery } from './retry'

describe('query retry policy', () => {
  it('retries network errors, 5xx and 429, up to a cap', () => {
    expect(shouldRetryQuery(0, new TypeError('fetch failed'))).toBe(true)
    expect(shouldRetryQuery(1, new ApiError(503, null))).toBe(true)
    expect(shouldRetryQuery(1, new ApiError(429, { error: 'rate_limit_exceeded' }))).toBe(true)
    expect(shouldRetryQuery(4, new ApiError(503, null))).toBe(false)
  })

  it('never retries a 4xx that needs a changed request', () => {
    for (const status of [400, 401, 403, 404, 409, 410, 413]) {
      expect(shouldRetryQuery(0, new ApiError(status, null))).toBe(false)
    }
  })

  it('waits reset_after on 429 and caps the backoff otherwise', () => {
    expect(retryDelay(0, new ApiError(429, { reset_after: 42 }))).toBe(42_000)
    for (let i = 0; i < 20; i++) {
      const delay = retryDelay(10, new ApiError(500, null))
      expect(delay).toBeGreaterThanOrEqual(15_000)
      expect(delay).toBeLessThanOrEqual(30_000)
    }
  })
})
