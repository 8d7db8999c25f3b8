import { RATE_LIMITS, type RateGroup } from '@/lib/api/routes'
import { pollDelayMs } from './poll-plan'

/**
 * Pacing under the service's limits (docs/service-contract.md §8: media starts 30, music 10,
 * dialogue 10 a minute, reads 120), for every sender of an account at once: a run, the browser's
 * own starts, the job watcher's polls. Pure, so every limit is tested as such; the run driver on
 * the server (lib/server/runs) and the run's progress in the browser use the same plan.
 *
 * The service counts in fixed windows whose start it alone knows. Pacing by a sliding window
 * (never more than `limit` in any `window`) is safe whatever their phase: every fixed window is
 * one of the sliding ones. A margin covers the clocks and the time a request takes to arrive.
 */

export interface Limit {
  limit: number
  windowMs: number
}

/** The limit of a group, as the contract states it. */
export function limitOf(group: RateGroup): Limit {
  const { limit, windowSeconds } = RATE_LIMITS[group]
  return { limit, windowMs: windowSeconds * 1000 }
}

/** Added to each window: a start planned at its edge is still in the next one when it arrives. */
export const PACING_MARGIN_MS = 1000

export interface PacingState extends Limit {
  now: number
  /** When starts of the group were sent for the account (ms), by any sender, oldest or newest first. */
  sent: readonly number[]
  /** Nothing goes before this (a 429's wait). */
  notBefore?: number
  marginMs?: number
}

/** The earliest moment (never before `now`) one more start fits under the limit. */
export function nextStartAt(state: PacingState): number {
  const margin = state.marginMs ?? PACING_MARGIN_MS
  const span = state.windowMs + margin
  const recent = state.sent.filter((t) => t > state.now - span).sort((a, b) => a - b)
  let at = Math.max(state.now, state.notBefore ?? 0)
  if (recent.length >= state.limit) {
    // The oldest start that must leave the window before one more fits.
    at = Math.max(at, recent[recent.length - state.limit]! + span)
  }
  return at
}

/** When the next `count` starts may go, each in turn: for "next start in 8 s" and the finish. */
export function plannedStarts(state: PacingState, count: number): number[] {
  const sent = [...state.sent]
  const planned: number[] = []
  let now = state.now
  for (let i = 0; i < count; i += 1) {
    const at = nextStartAt({ ...state, now, sent })
    planned.push(at)
    sent.push(at)
    now = at
  }
  return planned
}

/**
 * The shortest time `count` starts can take under a limit, counted from the first: every
 * `limit` starts after the first `limit` wait one window. The floor a paced run is measured by.
 */
export function pacingFloorMs(count: number, { limit, windowMs }: Limit): number {
  return count <= 0 ? 0 : Math.floor((count - 1) / limit) * windowMs
}

/** How long a 429 asks to wait (§7.3): `reset_after`, or the sooner end the answer names. */
export function rateLimitWaitMs(
  body: unknown,
  retryAfterSeconds: number | null | undefined,
  fallback: Limit,
): number {
  const resetAfter =
    typeof body === 'object' && body !== null && 'reset_after' in body
      ? Number((body as { reset_after: unknown }).reset_after)
      : NaN
  const window =
    Number.isFinite(resetAfter) && resetAfter > 0 ? resetAfter * 1000 : fallback.windowMs
  const sooner =
    retryAfterSeconds != null && Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 0
      ? retryAfterSeconds * 1000
      : Infinity
  return Math.min(window, sooner)
}

/** Polls a job being watched has had by now, by the schedule of §4.9 (lib/jobs/poll-plan.ts). */
function pollsBy(elapsedMs: number): number {
  let polls = 0
  let at = 0
  while (polls < 1000) {
    at += pollDelayMs(polls)
    if (at > elapsedMs) return polls
    polls += 1
  }
  return polls
}

/**
 * The reads a minute the browser's job watcher makes for jobs it follows (started at these
 * moments), at the pace its poll plan sets now for each: what a run leaves it of the read limit.
 */
export function watcherReadsPerMinute(startedAt: readonly number[], now: number): number {
  return startedAt.reduce(
    (sum, started) => sum + 60_000 / pollDelayMs(pollsBy(Math.max(0, now - started))),
    0,
  )
}

/** Reads a minute kept for what no plan knows of (another tab's first reads, a retry). */
export const READS_KEPT_SPARE = 0.1

/**
 * How long a run waits between its own reads: the read limit, less the watcher's polls and a
 * spare tenth, shared out over a minute; never more often than `fastestMs`.
 */
export function readIntervalMs(watcherPerMinute: number, fastestMs: number): number {
  const { limit, windowMs } = limitOf('read')
  const left = limit * (1 - READS_KEPT_SPARE) - watcherPerMinute
  if (left <= 1) return windowMs
  return Math.max(fastestMs, Math.ceil(windowMs / left))
}

/**
 * The limit a service answer names for its group: a 429's `limit` (§7.3), or the limit header an
 * answer carries. A service that allows fewer than the contract's number (a plan of its own, a
 * limit cut for a test) is then paced at its own, so it refuses at most one start, or none when
 * its answers carry the header.
 */
export function limitNamed(answer: {
  status: number
  body: unknown
  rateLimit?: number | null
}): number | null {
  const fromBody =
    answer.status === 429 && typeof answer.body === 'object' && answer.body !== null
      ? Number((answer.body as { limit?: unknown }).limit)
      : NaN
  const named = Number.isInteger(fromBody) && fromBody > 0 ? fromBody : answer.rateLimit
  return named != null && Number.isInteger(named) && named > 0 ? named : null
}
