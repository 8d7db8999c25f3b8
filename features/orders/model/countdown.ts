/**
 * The countdown to a question's window (`window_expires_at`): how much time is left, how urgent
 * that is, and the words for it. Pure: the hook only supplies the time.
 */
import { formatDateTime, timeInWords, twoDigits, type TimeUnit } from '@/lib/format'

export type CountdownSeverity = 'plenty' | 'under_hour' | 'closing' | 'expired'

export const UNDER_AN_HOUR_MS = 60 * 60 * 1000
/** The last minutes: an answer has to go now, not "within the hour". */
export const CLOSING_MS = 5 * 60 * 1000

export interface Countdown {
  severity: CountdownSeverity
  /** Negative once the window has passed. */
  remainingMs: number
  /** "closes in 3 hours", "closes in 12 minutes", "closed 5 minutes ago". */
  words: string
  /** A ticking clock of what is left, "2:05:09", or "0:00" once passed. */
  clock: string
  /** The absolute deadline, for a title or a screen reader. */
  deadline: string
}

const UNITS: [TimeUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
]

/** "in 3 hours" / "5 minutes ago", in the largest whole unit. */
export function relativeWords(deltaMs: number): string {
  const size = Math.abs(deltaMs)
  for (const [unit, ms] of UNITS) {
    if (size >= ms || unit === 'second') {
      return timeInWords(Math.trunc(deltaMs / ms), unit)
    }
  }
  return timeInWords(0, 'second')
}

/** What is left in whole seconds, counted up: the clock reads 0:00 only once the window closed. */
const wholeSecondsLeft = (remainingMs: number) => Math.ceil(remainingMs / 1000)

export function clockOf(remainingMs: number): string {
  if (remainingMs <= 0) return '0:00'
  const total = wholeSecondsLeft(remainingMs)
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  return hours > 0
    ? `${hours}:${twoDigits(minutes)}:${twoDigits(seconds)}`
    : `${minutes}:${twoDigits(seconds)}`
}

function severityOf(remainingMs: number): CountdownSeverity {
  if (remainingMs <= 0) return 'expired'
  if (remainingMs < CLOSING_MS) return 'closing'
  return remainingMs < UNDER_AN_HOUR_MS ? 'under_hour' : 'plenty'
}

export function planCountdown(windowExpiresAt: string, now: number): Countdown {
  const deadlineMs = Date.parse(windowExpiresAt)
  const remainingMs = deadlineMs - now
  const severity = severityOf(remainingMs)
  // The clock's whole seconds, so the words never say less than it shows.
  const words =
    severity === 'expired'
      ? `closed ${relativeWords(remainingMs)}`
      : `closes ${relativeWords(wholeSecondsLeft(remainingMs) * 1000)}`
  return {
    severity,
    remainingMs,
    words,
    clock: clockOf(remainingMs),
    deadline: formatDateTime(deadlineMs),
  }
}
