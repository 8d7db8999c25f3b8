/**
 * A value built on its first use. For Intl's formatters: each costs its construction, and the
 * first a page builds also ICU's start-up (about 15 ms here, four times that on a phone's CPU), so
 * a module that only might format keeps that out of the page's load.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let value: T | undefined
  return () => (value ??= build())
}

/**
 * A whole number with thousands separators ("25,000"): credits, counts. Rounded half away from
 * zero as Intl's en-US format is (but never "-0"). Written out, because it is on every page (the
 * balance) and Intl would bring its start-up into every page's load.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  const whole = Math.round(Math.abs(value))
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return value < 0 && whole !== 0 ? `-${digits}` : digits
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
const localDateTime = onFirstUse(() => new Intl.DateTimeFormat('en', dateTimeStyle))
const utcDateTime = onFirstUse(
  () => new Intl.DateTimeFormat('en', { ...dateTimeStyle, timeZone: 'UTC' }),
)

/**
 * A moment as the studio writes it ("Nov 26, 2026, 10:05 PM"), in the browser's time zone, or in
 * UTC, the one the server and every browser agree on (components/ui/local-date-time.tsx).
 */
export function formatDateTime(at: string | number, zone: 'local' | 'utc' = 'local'): string {
  const time = typeof at === 'number' ? at : Date.parse(at)
  if (Number.isNaN(time)) return String(at)
  return (zone === 'utc' ? utcDateTime : localDateTime)().format(time)
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/**
 * A UTC calendar day as en-US writes it: "Nov 27" (`short`) or "November 27" (`long`). Written out:
 * `toLocaleDateString` with options builds a formatter on every call, and a chart labels dozens of
 * days each render (92 ms of one render on Lighthouse's phone CPU, on /usage).
 */
export function formatUtcDay(at: string | number, form: 'short' | 'long' = 'short'): string {
  const date = new Date(typeof at === 'number' ? at : Date.parse(at))
  if (Number.isNaN(date.getTime())) return String(at)
  const month = MONTHS[date.getUTCMonth()]!
  return `${form === 'short' ? month.slice(0, 3) : month} ${date.getUTCDate()}`
}
