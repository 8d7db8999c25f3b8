/**
 * How the usage page reads the history within the service's limits. The list
 * (`docs/service-contract.md §4.1`) has no offset or cursor: a read returns the newest `limit`
 * items (at most 100) for a filter. So the page reads the newest page first; when it is full,
 * older history is reached through one page per generation type, each of which reaches further
 * back for that type. A page is read once: a type whose page was read (or is being read) is never
 * asked for again, and when the newest page is not full the whole history is already known.
 *
 * Reads share the key's read limit (section 8: 120 a minute) with the rest of the studio, so the
 * page spends at most a quarter of it, two at a time.
 */
export const USAGE_READS_PER_MINUTE = 30
export const USAGE_CONCURRENT_READS = 2
const MINUTE_MS = 60_000

/** `null` is the unfiltered page (every type). */
export type HistoryFilter = string | null

export interface PageRead {
  filter: HistoryFilter
  /** Items the page held, the page size asked for, and its oldest item's time. */
  count: number
  limit: number
  oldest: string | null
}

export interface HistoryReadState {
  pages: readonly PageRead[]
  /** Filters being read now. */
  inFlight: readonly HistoryFilter[]
  /** When this page started each of its reads (for the per-minute budget). */
  startedAt: readonly number[]
  /** Types to reach one by one when the newest page is full. */
  types: readonly string[]
}

export interface HistoryReadPlan {
  /** Filters to read now. */
  next: HistoryFilter[]
  /** Milliseconds until the budget allows another read, when reads remain but none may start. */
  waitMs: number
  /** Pages still to read (including those in flight), and pages read. */
  remaining: number
  read: number
  done: boolean
  /**
   * History is complete from this instant on; older spend of a type whose own page was full may
   * be missing. Null when nothing is known to be missing.
   */
  completeSince: string | null
}

const full = (p: PageRead) => p.count >= p.limit

export function planHistoryReads(state: HistoryReadState, now: number): HistoryReadPlan {
  const readFilters = new Set(state.pages.map((p) => p.filter))
  const busy = new Set(state.inFlight)
  const newest = state.pages.find((p) => p.filter === null)
  const wanted: HistoryFilter[] = !newest ? [null] : full(newest) ? [...new Set(state.types)] : []
  const todo = wanted.filter((f) => !readFilters.has(f) && !busy.has(f))
  const recent = state.startedAt.filter((t) => now - t < MINUTE_MS).sort((a, b) => a - b)
  const budget = Math.max(0, USAGE_READS_PER_MINUTE - recent.length)
  const slots = Math.max(0, USAGE_CONCURRENT_READS - busy.size)
  // The newest page decides whether anything else is needed, so nothing starts beside it.
  const gate = !newest && busy.has(null) ? 0 : Infinity
  const next = todo.slice(0, Math.min(budget, slots, gate))
  const waitMs =
    todo.length > next.length && budget === 0 && recent.length > 0
      ? recent[recent.length - USAGE_READS_PER_MINUTE]! + MINUTE_MS - now
      : 0
  const truncated = state.pages.filter((p) => p.filter !== null && full(p) && p.oldest)
  const completeSince = truncated.length
    ? truncated.map((p) => p.oldest!).reduce((a, b) => (a > b ? a : b))
    : null
  const remaining = todo.length + busy.size
  return {
    next,
    waitMs: Math.max(0, waitMs),
    remaining,
    read: state.pages.length,
    done: Boolean(newest) && remaining === 0,
    completeSince,
  }
}
