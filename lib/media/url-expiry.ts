/**
 * Signed asset URLs last an hour (docs/service-contract.md §8). The list is fetched again before the first one runs
 * out, leaving a margin: five minutes, or a fifth of the lifetime when URLs live shorter.
 */
export const REFRESH_MARGIN_MS = 5 * 60_000
const MARGIN_SHARE_OF_LIFETIME = 0.2
export const MIN_REFRESH_DELAY_MS = 1_000

export function expiryTime(expiresAt: string | null | undefined): number | null {
  if (!expiresAt) return null
  const time = Date.parse(expiresAt)
  return Number.isFinite(time) ? time : null
}

function marginFor(lifetimeMs: number): number {
  return Math.min(REFRESH_MARGIN_MS, Math.max(0, lifetimeMs) * MARGIN_SHARE_OF_LIFETIME)
}

/**
 * Milliseconds until the list should be fetched again, or false when no URL carries an expiry.
 * `fetchedAt` is when these URLs were signed (as near as the browser knows).
 */
export function refreshDelayMs(
  expiries: readonly (string | null | undefined)[],
  fetchedAt: number,
  now: number,
): number | false {
  const times = expiries.map(expiryTime).filter((t): t is number => t !== null)
  if (!times.length) return false
  const earliest = Math.min(...times)
  const refreshAt = earliest - marginFor(earliest - fetchedAt)
  return Math.max(MIN_REFRESH_DELAY_MS, refreshAt - now)
}

/** When a URL signed at `signedAt` should give way to a fresh one. */
export function renewTime(expiresAt: number, signedAt: number): number {
  return expiresAt - marginFor(expiresAt - signedAt)
}

/** True when a URL is expired or inside the margin: fetch a fresh one before showing or sending it. */
export function isExpiring(expiresAt: number, signedAt: number, now: number): boolean {
  return now >= renewTime(expiresAt, signedAt)
}
