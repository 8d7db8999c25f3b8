const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

export function formatCredits(credits: number): string {
  return integer.format(credits)
}

export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${Math.round(seconds)} s`
  const minutes = Math.floor(seconds / 60)
  const rest = Math.round(seconds % 60)
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`
}

const units = ['B', 'KB', 'MB', 'GB'] as const

export function formatBytes(bytes: number): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`
}

const dateTimeStyle = { dateStyle: 'medium', timeStyle: 'short' } as const
const localDateTime = new Intl.DateTimeFormat('en', dateTimeStyle)
const utcDateTime = new Intl.DateTimeFormat('en', { ...dateTimeStyle, timeZone: 'UTC' })

/**
 * A moment as the studio writes it ("Nov 26, 2026, 10:05 PM"), in the browser's time zone, or in
 * UTC, the one the server and every browser agree on (components/ui/local-date-time.tsx).
 */
export function formatDateTime(at: string | number, zone: 'local' | 'utc' = 'local'): string {
  const time = typeof at === 'number' ? at : Date.parse(at)
  if (Number.isNaN(time)) return String(at)
  return (zone === 'utc' ? utcDateTime : localDateTime).format(time)
}
