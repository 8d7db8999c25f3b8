/**
 * The studio writes English only, and what every page writes at load (credits, moments, days,
 * "in 3 hours") is written out here instead of by Intl: at Lighthouse's phone CPU (4x slowdown in
 * Chromium) the first Intl formatter a page builds costs 50 to 140 ms (a RelativeTimeFormat the
 * most; ICU's start-up), in the task that renders it (docs/performance.md, "Where a phone's time
 * goes"). Each is tested against Intl's own words.
 */

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

/** "07": minutes and seconds on a clock. */
export const twoDigits = (n: number) => String(n).padStart(2, '0')

/** A moment's calendar fields in the browser's time zone or in UTC. */
function fieldsOf(time: number, zone: 'local' | 'utc') {
  const d = new Date(time)
  const utc = zone === 'utc'
  return {
    year: utc ? d.getUTCFullYear() : d.getFullYear(),
    month: MONTHS[utc ? d.getUTCMonth() : d.getMonth()]!,
    day: utc ? d.getUTCDate() : d.getDate(),
    hours: utc ? d.getUTCHours() : d.getHours(),
    minutes: utc ? d.getUTCMinutes() : d.getMinutes(),
  }
}

const timeOf = (at: string | number) => (typeof at === 'number' ? at : Date.parse(at))

/**
 * A day as the studio writes it ("Nov 26, 2026", en-US's medium date), in the browser's time zone
 * or in UTC.
 */
export function formatDate(at: string | number, zone: 'local' | 'utc' = 'local'): string {
  const time = timeOf(at)
  if (Number.isNaN(time)) return String(at)
  const { year, month, day } = fieldsOf(time, zone)
  return `${month.slice(0, 3)} ${day}, ${year}`
}

/**
 * A moment as the studio writes it ("Nov 26, 2026, 10:05 PM", en-US's medium date and short
 * time), in the browser's time zone, or in UTC, the one the server and every browser agree on
 * (components/ui/local-date-time.tsx).
 */
export function formatDateTime(at: string | number, zone: 'local' | 'utc' = 'local'): string {
  const time = timeOf(at)
  if (Number.isNaN(time)) return String(at)
  const { hours, minutes } = fieldsOf(time, zone)
  const clock = `${hours % 12 || 12}:${twoDigits(minutes)} ${hours < 12 ? 'AM' : 'PM'}`
  return `${formatDate(time, zone)}, ${clock}`
}

export type TimeUnit = 'day' | 'hour' | 'minute' | 'second'

const THIS: Record<TimeUnit, string> = {
  day: 'today',
  hour: 'this hour',
  minute: 'this minute',
  second: 'now',
}

/**
 * An amount of time from now in words, as en's RelativeTimeFormat writes it with `numeric:
 * 'auto'`: "in 3 hours", "5 minutes ago", "tomorrow", "now".
 */
export function timeInWords(amount: number, unit: TimeUnit): string {
  if (amount === 0) return THIS[unit]
  if (unit === 'day' && Math.abs(amount) === 1) return amount > 0 ? 'tomorrow' : 'yesterday'
  const size = Math.abs(amount)
  const words = `${formatCount(size)} ${unit}${size === 1 ? '' : 's'}`
  return amount > 0 ? `in ${words}` : `${words} ago`
}

/**
 * A UTC calendar day as en-US writes it: "Nov 27" (`short`) or "November 27" (`long`). Written out:
 * `toLocaleDateString` with options builds a formatter on every call, and a chart labels dozens of
 * days each render (92 ms of one render on Lighthouse's phone CPU, on /usage).
 */
export function formatUtcDay(at: string | number, form: 'short' | 'long' = 'short'): string {
  const time = timeOf(at)
  if (Number.isNaN(time)) return String(at)
  const { month, day } = fieldsOf(time, 'utc')
  return `${form === 'short' ? month.slice(0, 3) : month} ${day}`
}

/**
 * Names as one phrase, as en's ListFormat writes a conjunction: "Extend", "Extend and Dub",
 * "Extend, Captions, and Dub". Written out for the same reason as the formatters above.
 */
export function listInWords(names: readonly string[]): string {
  if (names.length < 3) return names.join(' and ')
  return `${names.slice(0, -1).join(', ')}, and ${names.at(-1)}`
}
