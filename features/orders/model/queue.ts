import type { GenerationStatus } from '@/lib/api/generations'
import type { PremiumOrder } from '@/lib/api/premium'
import { briefOf, isActiveStage, orderStage, titleOf, type OrderStage } from './order-status'
import { byCodeUnits } from '@/lib/compare'

/** One open question in the review queue, with its order beside it. */
export interface QueueQuestion {
  id: string
  question: string
  options: string[]
  windowExpiresAt: string
  orderId: string
  orderTitle: string
  brief: string
}

/** One row of the orders list: the list item joined with what its order record says. */
export interface OrderSummary {
  id: string
  title: string
  brief: string
  status: string
  stage: OrderStage
  createdAt: string | null
  /** Null until the order has been read (or when it is not read: finished orders). */
  openQuestions: number | null
  nearestDeadline: string | null
}

const byDeadline = (a: QueueQuestion, b: QueueQuestion) =>
  Date.parse(a.windowExpiresAt) - Date.parse(b.windowExpiresAt) ||
  byCodeUnits(a.orderId, b.orderId) ||
  byCodeUnits(a.id, b.id)

type Question = PremiumOrder['open_questions'][number]

function questionsOf(
  orders: readonly PremiumOrder[],
  items: readonly GenerationStatus[],
  pick: (order: PremiumOrder) => readonly Question[],
): QueueQuestion[] {
  const itemOf = new Map(items.map((item) => [item.order_id ?? item.id, item]))
  return orders
    .flatMap((order) =>
      pick(order).map((q): QueueQuestion => ({
        id: q.id,
        question: q.question,
        options: q.options,
        windowExpiresAt: q.window_expires_at,
        orderId: order.id,
        orderTitle: titleOf(order, itemOf.get(order.id)),
        brief: briefOf(order, itemOf.get(order.id)),
      })),
    )
    .sort(byDeadline)
}

/** Every open question of these orders, the nearest deadline first. */
export const queueOf = (orders: readonly PremiumOrder[], items: readonly GenerationStatus[] = []) =>
  questionsOf(orders, items, (order) => order.open_questions)

/** The questions whose window passed unanswered: the service still takes a (late) answer. */
export const passedOf = (
  orders: readonly PremiumOrder[],
  items: readonly GenerationStatus[] = [],
) => questionsOf(orders, items, (order) => order.expired_questions ?? [])

export const orderIdOf = (item: GenerationStatus) => item.order_id ?? item.id

/** The orders list, newest first, with open questions and the nearest deadline where known. */
export function summarizeOrders(
  items: readonly GenerationStatus[],
  recordOf: (orderId: string) => PremiumOrder | undefined,
): OrderSummary[] {
  return items
    .map((item): OrderSummary => {
      const id = orderIdOf(item)
      const record = recordOf(id)
      const open = record?.open_questions ?? []
      const deadlines = open.map((q) => q.window_expires_at).sort()
      const status = record?.status ?? item.status
      const stage = orderStage(status, open.length)
      return {
        id,
        title: titleOf(record, item),
        brief: briefOf(record, item),
        status,
        stage,
        createdAt: record?.created_at ?? item.created_at ?? null,
        openQuestions: record ? open.length : isActiveStage(stage) ? null : 0,
        nearestDeadline: deadlines[0] ?? null,
      }
    })
    .sort((a, b) => byCodeUnits(b.createdAt ?? '', a.createdAt ?? '') || byCodeUnits(b.id, a.id))
}

/** Which question to focus after `answeredId` left the queue: the one that took its place. */
export function nextFocus(
  before: readonly QueueQuestion[],
  after: readonly QueueQuestion[],
  answeredId: string,
) {
  const index = before.findIndex((q) => q.id === answeredId)
  const rest = after.filter((q) => q.id !== answeredId)
  if (rest.length === 0) return null
  return rest[Math.min(Math.max(index, 0), rest.length - 1)]!.id
}

/**
 * The queue as it stays on screen: the questions shown keep their places (with fresh data; one
 * that is answered leaves, one whose window passed stays, saying so, since a late answer is still
 * taken and its card may hold an answer being written), and questions that arrived since wait until
 * the user asks for them (`waiting`), so nothing is put above what is being read and nothing
 * shown moves. With nothing shown yet, every question shows at once. `shownIds` null: the first
 * read is not in yet.
 */
export function heldQueue(
  queue: readonly QueueQuestion[],
  shownIds: readonly string[] | null,
  passed: readonly QueueQuestion[] = [],
): { shown: QueueQuestion[]; waiting: QueueQuestion[] } {
  if (shownIds === null) return { shown: [], waiting: [] }
  const byId = new Map([...passed, ...queue].map((q) => [q.id, q]))
  const shown = shownIds.flatMap((id) => byId.get(id) ?? [])
  if (shown.length === 0) return { shown: [...queue], waiting: [] }
  const on = new Set(shownIds)
  return { shown, waiting: queue.filter((q) => !on.has(q.id)) }
}
