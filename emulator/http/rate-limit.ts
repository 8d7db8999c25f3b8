import { RATE_LIMITS, type RateGroup } from '@/lib/api/routes'
import { ApiError } from './api-error'

interface Window {
  startedAt: number
  used: number
}

export interface RateDecision {
  allowed: boolean
  limit: number
  remaining: number
  windowSeconds: number
  /** Seconds until the current window ends. */
  retryAfter: number
}

const GROUP_LABELS: Record<RateGroup, string> = {
  media: 'generate media',
  music: 'generate music',
  dialogue: 'generate dialogue',
  upload: 'upload media',
  read: 'read endpoints',
  write: 'library and order updates',
}

/**
 * Fixed-window limits per API key and rate group (docs/service-contract.md §8); `scale`
 * multiplies every limit, and a limit set for a group (`perGroup`, a minute's requests) wins.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>()

  constructor(
    private readonly scale: number,
    private readonly nowMs: () => number = Date.now,
    private readonly perGroup: Partial<Record<RateGroup, number>> = {},
  ) {}

  private limitOf(group: RateGroup): number {
    return this.perGroup[group] ?? Math.max(1, Math.round(RATE_LIMITS[group].limit * this.scale))
  }

  take(keyId: string, group: RateGroup): RateDecision {
    const { windowSeconds } = RATE_LIMITS[group]
    const limit = this.limitOf(group)
    const now = this.nowMs()
    const id = `${keyId}:${group}`
    let window = this.windows.get(id)
    if (!window || now - window.startedAt >= windowSeconds * 1000) {
      window = { startedAt: now, used: 0 }
      this.windows.set(id, window)
    }
    const retryAfter = Math.max(
      1,
      Math.ceil((window.startedAt + windowSeconds * 1000 - now) / 1000),
    )
    const allowed = window.used < limit
    if (allowed) window.used += 1
    return {
      allowed,
      limit,
      remaining: Math.max(0, limit - window.used),
      windowSeconds,
      retryAfter,
    }
  }

  /** A refusal as if the window were used up, for the EMULATOR_FAULT_429_EVERY fault. */
  exhausted(group: RateGroup): RateDecision {
    const { windowSeconds } = RATE_LIMITS[group]
    return {
      allowed: false,
      limit: this.limitOf(group),
      remaining: 0,
      windowSeconds,
      retryAfter: windowSeconds,
    }
  }
}

export function rateLimitHeaders(d: RateDecision): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(d.limit),
    'X-RateLimit-Remaining': String(d.remaining),
    'X-RateLimit-Reset': String(d.retryAfter),
  }
}

/** The 429 of docs/service-contract.md §7.3: `reset_after` is the window size; Retry-After says when this one ends. */
export function rateLimitExceeded(group: RateGroup, d: RateDecision): ApiError {
  const body = {
    error: 'rate_limit_exceeded',
    message: `Rate limit exceeded: at most ${d.limit} requests per ${d.windowSeconds} s for ${GROUP_LABELS[group]} per API key`,
    hint: `Wait before retrying; the current window ends in ${d.retryAfter} s.`,
    limit: d.limit,
    remaining: 0,
    reset_after: d.windowSeconds,
    retry_after_seconds: d.retryAfter,
  }
  return new ApiError(429, body, { 'Retry-After': String(d.retryAfter), ...rateLimitHeaders(d) })
}
