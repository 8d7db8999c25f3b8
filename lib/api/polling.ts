/** Spec 4.9: backoff of 5, 5, 5, 10, 10, 15, 15, 30, 30 seconds and then 30 s. */
export const POLL_SCHEDULE_SECONDS = [5, 5, 5, 10, 10, 15, 15, 30, 30] as const
export const POLL_STEADY_SECONDS = 30

/** Seconds to wait before poll number `attempt` (0-based: the wait before the first poll). */
export function pollDelaySeconds(attempt: number): number {
  return POLL_SCHEDULE_SECONDS[attempt] ?? POLL_STEADY_SECONDS
}
