import { isActiveStage } from './order-status'
import type { OrderSummary } from './queue'

/**
 * The orders whose rows keep their deadline's line on the orders list: those under way now, and
 * those seen under way earlier in this visit. An order delivered (or failed) while the reader looks
 * keeps the line's room, so its row does not shrink under them and move every row below; one
 * already finished when the list first showed it has no line to lose, and its row stays compact
 * (docs/performance.md, "What a page loads first").
 *
 * Returns `seen` itself when nothing new went under way, so a caller keeping it in state knows
 * there is nothing to store.
 */
export function withOrdersUnderWay(
  seen: ReadonlySet<string>,
  orders: readonly OrderSummary[],
): ReadonlySet<string> {
  const fresh = orders.filter((o) => isActiveStage(o.stage) && !seen.has(o.id))
  return fresh.length ? new Set([...seen, ...fresh.map((o) => o.id)]) : seen
}
