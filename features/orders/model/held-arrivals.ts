import type { OrderSummary } from './queue'

/** What the orders list draws: the rows it has shown, and the changes that wait for the reader. */
export interface HeldArrivals {
  /** The rows as last drawn, in their places; null until the list first has orders. */
  seen: readonly OrderSummary[] | null
  /** `seen` with the service's fresh data: what the list draws. */
  shown: readonly OrderSummary[]
  /** Newer orders, kept out of the list until the reader asks for them. */
  held: readonly OrderSummary[]
  /** Shown orders the service no longer lists (the demo retires the ones it renews). */
  gone: number
}

/**
 * Orders that arrive while the list is open (a new order, or the demo renewing one) belong at its
 * head, where they would push every row down under the reader; an order the service stops listing
 * would pull every row below it up. So the list keeps the rows it showed, in their places and with
 * fresh data (a retired order as last seen), and new orders wait behind a "show" button; pressing
 * it brings the list up to date: a move the reader asked for (docs/performance.md, "What a page
 * loads first"). The first orders the list has are all shown.
 *
 * `seen` comes back as given when no shown row changed, so a caller keeping it in state knows
 * there is nothing to store; `orders` keeps its objects from read to read (React Query's
 * structural sharing), so an unchanged read changes nothing.
 */
export function heldArrivals(
  seen: readonly OrderSummary[] | null,
  orders: readonly OrderSummary[],
): HeldArrivals {
  if (seen === null)
    return { seen: orders.length ? orders : null, shown: orders, held: [], gone: 0 }
  const fresh = new Map(orders.map((o) => [o.id, o]))
  const shown = seen.map((o) => fresh.get(o.id) ?? o)
  const onList = new Set(seen.map((o) => o.id))
  return {
    seen: shown.some((o, i) => o !== seen[i]) ? shown : seen,
    shown,
    held: orders.filter((o) => !onList.has(o.id)),
    gone: seen.filter((o) => !fresh.has(o.id)).length,
  }
}
