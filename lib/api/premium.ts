import { z } from 'zod'
import { Timestamp } from './common'

// spec: not shown; chosen here (order, question and answer shapes beyond the named members)
export const PremiumQuestion = z.looseObject({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  window_expires_at: Timestamp,
})
export type PremiumQuestion = z.infer<typeof PremiumQuestion>

export const PremiumAnsweredQuestion = z.looseObject({
  id: z.string(),
  question: z.string().nullish(),
  answer: z.string(),
  answered_at: Timestamp.nullish(),
})

/** GET /v1/premium-video/orders/{order_id} (spec 2.7). */
export const PremiumOrder = z.looseObject({
  id: z.string(),
  status: z.string(),
  title: z.string().nullish(),
  video_url: z.string().nullish(),
  created_at: Timestamp.nullish(),
  open_questions: z.array(PremiumQuestion),
  answered_questions: z.array(PremiumAnsweredQuestion).nullish(),
})
export type PremiumOrder = z.infer<typeof PremiumOrder>

/** POST /v1/premium-video/questions/{question_id}/answer: an option or free text. */
export const PremiumAnswerRequest = z.strictObject({
  answer: z.string().trim().min(1),
})
export type PremiumAnswerRequest = z.infer<typeof PremiumAnswerRequest>

export const PremiumAnswerResponse = z.looseObject({
  question_id: z.string(),
  answer: z.string(),
  answered_at: Timestamp,
})
export type PremiumAnswerResponse = z.infer<typeof PremiumAnswerResponse>
