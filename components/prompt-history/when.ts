import { timeInWords, type TimeUnit } from '@/lib/format'

const UNITS: [TimeUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/** "5 minutes ago", "yesterday": when a prompt was sent, in words. */
export function sentWhen(iso: string, now = Date.now()): string {
  const ago = now - new Date(iso).getTime()
  for (const [unit, ms] of UNITS) {
    if (Math.abs(ago) >= ms) return timeInWords(-Math.round(ago / ms), unit)
  }
  return 'just now'
}
