import { z } from 'zod'
import { lazySchema } from './lazy-schema'
import { Timestamp } from './common'

// docs/decisions.md §D9 (order, question and answer shapes beyond the named members)

/**
 * Order statuses: waiting for the customer while questions are open, then in production, then
 * completed with `video_url`. Clients must tolerate other values.
 */
// docs/decisions.md §D9
export const PREMIUM_ORDER_STATUS = {
  awaitingAnswers: 'awaiting_answers',
  inProduction: 'in_production',
  completed: 'completed',
} as const

export const PremiumQuestion = lazySchema(() =>
  z.looseObject({
    id: z.string(),
    question: z.string(),
    options: z.array(z.string()),
    window_expires_at: Timestamp,
  }),
)
export type PremiumQuestion = z.infer<typeof PremiumQuestion>

export const PremiumAnsweredQuestion = lazySchema(() =>
  z.looseObject({
    id: z.string(),
    question: z.string().nullish(),
    answer: z.string(),
    answered_at: Timestamp.nullish(),
    /** Answered after its window had passed (accepted, but the order had already moved on). */
    late: z.boolean().nullish(),
  }),
)

/** GET /v1/premium-video/orders/{order_id} (docs/service-contract.md §2.7). */
export const PremiumOrder = lazySchema(() =>
  z.looseObject({
    id: z.string(),
    status: z.string(),
    title: z.string().nullish(),
    video_url: z.string().nullish(),
    created_at: Timestamp.nullish(),
    open_questions: z.array(PremiumQuestion),
    answered_questions: z.array(PremiumAnsweredQuestion).nullish(),
    /** Questions whose window passed unanswered; a late answer is still accepted. */
    expired_questions: z.array(PremiumQuestion).nullish(),
  }),
)
export type PremiumOrder = z.infer<typeof PremiumOrder>

/** POST /v1/premium-video/questions/{question_id}/answer: an option or free text. */
export const PremiumAnswerRequest = lazySchema(() =>
  z.strictObject({
    answer: z.string().trim().min(1, 'answer must not be empty').max(2000),
  }),
)
export type PremiumAnswerRequest = z.infer<typeof PremiumAnswerRequest>

export const PremiumAnswerResponse = lazySchema(() =>
  z.looseObject({
    question_id: z.string(),
    answer: z.string(),
    answered_at: Timestamp,
    late: z.boolean().nullish(),
  }),
)
export type PremiumAnswerResponse = z.infer<typeof PremiumAnswerResponse>
