import { z } from 'zod'
import type { GenerationStatus } from '@/lib/api/generations'
import { statusPhase, type JobPhase } from '@/lib/api/job-status'
import type { PremiumOrder } from '@/lib/api/premium'

/** How an order stands, in the words of the orders list and its filter. */
export type OrderStage = 'needs_answer' | 'received' | 'in_production' | 'delivered' | 'failed'

export const STAGE_WORDS: Record<OrderStage, string> = {
  needs_answer: 'Needs your answer',
  received: 'Received',
  in_production: 'In production',
  delivered: 'Delivered',
  failed: 'Failed',
}

const STAGE_OF_PHASE: Record<JobPhase, OrderStage> = {
  queued: 'received',
  running: 'in_production',
  streaming: 'in_production',
  publishing: 'in_production',
  needs_answer: 'needs_answer',
  completed: 'delivered',
  failed: 'failed',
  cancelled: 'failed',
  publish_failed: 'failed',
}

/** The stage of an order from its status word; open questions always mean it waits for you. */
export function orderStage(status: string | null | undefined, openQuestions = 0): OrderStage {
  if (openQuestions > 0) return 'needs_answer'
  return STAGE_OF_PHASE[statusPhase(status)]
}

/** Whether the order may still ask or wait for something (worth reading for open questions). */
export function isActiveStage(stage: OrderStage): boolean {
  return stage === 'needs_answer' || stage === 'received' || stage === 'in_production'
}

// docs/decisions.md §D9: the emulator sends `brief` on the order, the list item carries it as `prompt`.
const WithBrief = z.looseObject({ brief: z.string().nullish() })
// A list item may carry the order's title; built once here, not for every call (the count beside
// Orders asks for every question's title at each read).
const WithTitle = z.looseObject({ title: z.string().nullish() })

/** The order's brief: from the order record when it has one, else from its list item. */
export function briefOf(order: PremiumOrder | undefined, item?: GenerationStatus): string {
  const brief = order ? WithBrief.safeParse(order) : null
  return (brief?.success ? brief.data.brief : null) ?? item?.prompt ?? ''
}

export function titleOf(order: PremiumOrder | undefined, item?: GenerationStatus): string {
  const listed = item ? WithTitle.safeParse(item) : null
  return (
    order?.title ??
    (listed?.success ? listed.data.title : null) ??
    `Order ${order?.id ?? item?.order_id ?? item?.id ?? ''}`.trim()
  )
}

export interface TimelineStep {
  label: string
  state: 'done' | 'current' | 'upcoming' | 'failed'
  at?: string | null
}

/** Ordered → Questions → In production → Delivered, with where the order is now. */
export function orderTimeline(order: PremiumOrder): TimelineStep[] {
  const stage = orderStage(order.status, order.open_questions.length)
  const rank: Record<OrderStage, number> = {
    received: 0,
    needs_answer: 1,
    in_production: 2,
    delivered: 3,
    failed: 2,
  }
  const now = rank[stage]
  const step = (label: string, index: number, at?: string | null): TimelineStep => ({
    label,
    at,
    state:
      index < now || stage === 'delivered'
        ? 'done'
        : index === now
          ? stage === 'failed'
            ? 'failed'
            : 'current'
          : 'upcoming',
  })
  const answered = order.answered_questions?.length ?? 0
  const asked = answered + order.open_questions.length + (order.expired_questions?.length ?? 0)
  const completedAt = z.looseObject({ completed_at: z.string().nullish() }).safeParse(order)
  return [
    step('Ordered', 0, order.created_at),
    step(asked ? `Questions (${answered} of ${asked} answered)` : 'Questions', 1),
    step(stage === 'failed' ? 'Production failed' : 'In production', 2),
    step('Delivered', 3, completedAt.success ? completedAt.data.completed_at : null),
  ]
}
