import { randomBytes } from 'node:crypto'
import { PREMIUM_GENERATION_TYPE, PREMIUM_ORDER_STATUS } from '@/lib/api'
import type { Services } from '../../services'
import type { PremiumOrderParams, QuestionRecord } from '../../store/job-schemas'
import type { JobOf } from '../../store/types'
import { newJob } from '../new-job'

export type { PremiumOrderParams, QuestionRecord } from '../../store/job-schemas'

export const PREMIUM_KIND = 'premium-video'

const expiresAt = (q: QuestionRecord) => Date.parse(q.windowExpiresAt)

/** The order's own record of a premium job (its `params`). */
export const orderOf = (job: JobOf<typeof PREMIUM_KIND>): PremiumOrderParams => job.params

/** Waiting for the customer: unanswered and inside its window. */
export const isOpen = (q: QuestionRecord, now: Date) => !q.answer && expiresAt(q) > now.getTime()
/** The window passed unanswered; a late answer is still accepted. */
export const isExpired = (q: QuestionRecord, now: Date) =>
  !q.answer && expiresAt(q) <= now.getTime()
/** Answered after the window had passed. */
export const isLate = (q: QuestionRecord) =>
  q.answeredAt !== null && Date.parse(q.answeredAt) > expiresAt(q)

const shortId = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`

export interface NewPremiumOrder {
  userId: string
  title: string
  brief: string
  durationSeconds: number
  /** Service seconds from the questions' end to delivery (scaled like every job). */
  productionSeconds: number
  credits: number
  createdAt?: Date
  /** `windowSeconds` is service time: EMULATOR_TIME_SCALE applies to it. */
  questions: { question: string; options: string[]; windowSeconds: number; answer?: string }[]
  demoSlot?: string
}

/**
 * Stores a premium order and starts its workflow (the service has no route that creates orders;
 * the seeds and tests do). Settles `done` when the order is delivered.
 */
export function createPremiumOrder(
  services: Services,
  o: NewPremiumOrder,
): { job: JobOf<typeof PREMIUM_KIND>; done: Promise<void> } {
  // A backdated order (seeds) asked and was answered when it was made.
  const now = o.createdAt ?? services.now()
  const windowEnd = (seconds: number) =>
    new Date(now.getTime() + seconds * 1000 * services.config.timeScale).toISOString()
  const questions: QuestionRecord[] = o.questions.map((q) => ({
    id: shortId('q'),
    question: q.question,
    options: q.options,
    windowExpiresAt: windowEnd(q.windowSeconds),
    answer: q.answer ?? null,
    answeredAt: q.answer ? now.toISOString() : null,
  }))
  const params: PremiumOrderParams = {
    title: o.title,
    durationSeconds: o.durationSeconds,
    questions,
    ...(o.demoSlot ? { demoSlot: o.demoSlot } : {}),
  }
  const job = newJob({
    id: shortId('ord'),
    kind: PREMIUM_KIND,
    userId: o.userId,
    model: PREMIUM_KIND,
    prompt: o.brief,
    generationType: PREMIUM_GENERATION_TYPE,
    estimatedSeconds: o.productionSeconds,
    creditsDeducted: o.credits,
    params: { ...params },
    firstStatus: PREMIUM_ORDER_STATUS.awaitingAnswers,
    now,
  })
  services.store.state.jobs[job.id] = job
  services.store.changed()
  return { job, done: services.jobs.submit(job) }
}
