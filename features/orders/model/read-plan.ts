/**
 * How often the orders watcher reads, within the service's read limit (docs/service-contract.md §8: 120 reads a minute
 * per key, shared with the rest of the studio).
 *
 * - The orders list (`GET /v1/generations?generation_type=premium-video`) every 10 s: a new order
 *   (and so a new question) appears within about 10 s. 6 reads a minute.
 * - Each order that may ask or wait (not delivered or failed) is read again at most every
 *   `detailIntervalMs`: never more often than every 30 s (the cap of docs/service-contract.md §4.9), and slower with many
 *   orders, so all of them together stay within 20 reads a minute, one every 3 s (no bursts).
 * - An order is read at once when it is new, or when a list read after its last read shows another
 *   status than that read did.
 *
 * With 20 open orders: 6 + 20 = 26 reads a minute (about a fifth of the limit). In a hidden tab
 * the list is read every 60 s and orders only when new or changed.
 */
export const LIST_INTERVAL_MS = 10_000
export const HIDDEN_LIST_INTERVAL_MS = 60_000
const ORDER_READS_PER_MINUTE = 20
const MIN_ORDER_INTERVAL_MS = 30_000
const MINUTE_MS = 60_000
/** Routine reads go out one at a time, this far apart, so the budget is spent evenly. */
const ROUTINE_GAP_MS = MINUTE_MS / ORDER_READS_PER_MINUTE

export function detailIntervalMs(activeOrders: number): number {
  return Math.max(MIN_ORDER_INTERVAL_MS, (activeOrders * MINUTE_MS) / ORDER_READS_PER_MINUTE)
}

/** Steady reads a minute spent by the watcher with `activeOrders` orders that may still ask. */
export function readsPerMinute(activeOrders: number, hidden = false): number {
  const list = MINUTE_MS / (hidden ? HIDDEN_LIST_INTERVAL_MS : LIST_INTERVAL_MS)
  if (hidden || activeOrders === 0) return list
  return list + (activeOrders * MINUTE_MS) / detailIntervalMs(activeOrders)
}

export interface OrderReadState {
  id: string
  /** The status in the latest orders list, and when that list was read. */
  listedStatus: string
  listedAt: number
  /** Whether the order may still ask (its stage is active). */
  active: boolean
  /** When its record was last read (0 = never), and the status it had then. */
  readAt: number
  readStatus: string | null
}

/**
 * The orders to read now: every new or changed one at once (`urgent`), and at most one routine
 * read (`routine`): the active order read longest ago, once its interval has passed and the last
 * routine read is `ROUTINE_GAP_MS` behind. Finished orders are read again only when their listed
 * status changes.
 */
export function ordersDueForRead(
  orders: readonly OrderReadState[],
  now: number,
  { hidden = false, lastRoutineAt = 0 }: { hidden?: boolean; lastRoutineAt?: number } = {},
): { urgent: string[]; routine: string | null } {
  const interval = detailIntervalMs(orders.filter((o) => o.active).length)
  const changed = (o: OrderReadState) => o.readStatus !== o.listedStatus && o.listedAt > o.readAt
  const urgent = orders.filter((o) => o.readAt === 0 || changed(o))
  const gapPassed = now - lastRoutineAt >= ROUTINE_GAP_MS
  const routine =
    hidden || !gapPassed
      ? undefined
      : orders
          .filter((o) => !urgent.includes(o) && o.active && now - o.readAt >= interval)
          .sort((a, b) => a.readAt - b.readAt)[0]
  return { urgent: urgent.map((o) => o.id), routine: routine?.id ?? null }
}
