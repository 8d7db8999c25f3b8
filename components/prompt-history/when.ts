import { onFirstUse } from '@/lib/format'

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]
const words = onFirstUse(() => new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }))

/** "5 minutes ago", "yesterday": when a prompt was sent, in words. */
export function sentWhen(iso: string, now = Date.now()): string {
  const ago = now - new Date(iso).getTime()
  for (const [unit, ms] of UNITS) {
    if (Math.abs(ago) >= ms) return words().format(-Math.round(ago / ms), unit)
  }
  return 'just now'
}
