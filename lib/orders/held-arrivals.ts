import type { OrderSummary } from './queue'

/** What the orders list draws: the orders it has shown, and those that arrived since. */
export interface HeldArrivals {
  /** The ids of the orders the reader has been shown; null until the list first has orders. */
  known: ReadonlySet<string> | null
  shown: OrderSummary[]
  /** Newer orders, kept out of the list until the reader asks for them. */
  held: OrderSummary[]
}

/**
 * Orders that arrive while the list is open (a new order, or the demo renewing one) belong at its
 * head, where they would push every row down under the reader. They wait behind a "show" button
 * instead, and join the list when it is pressed: a move the reader asked for (docs/
 * architecture.md, "What a page loads first"). The first orders the list has are all shown.
 *
 * `known` comes back as given when the list had already shown orders, so a caller keeping it in
 * state knows there is nothing to store.
 */
export function heldArrivals(
  known: ReadonlySet<string> | null,
  orders: readonly OrderSummary[],
): HeldArrivals {
  if (known === null) {
    return {
      known: orders.length ? new Set(orders.map((o) => o.id)) : null,
      shown: [...orders],
      held: [],
    }
  }
  return {
    known,
    shown: orders.filter((o) => known.has(o.id)),
    held: orders.filter((o) => !known.has(o.id)),
  }
}

/** `known` with the held orders added: what the list keeps once the reader shows them. */
export function withShown(known: ReadonlySet<string> | null, held: readonly OrderSummary[]) {
  return new Set([...(known ?? []), ...held.map((o) => o.id)])
}
