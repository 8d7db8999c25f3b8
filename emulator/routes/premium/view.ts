import { PREMIUM_ORDER_STATUS, type PremiumOrder, type PremiumQuestion } from '@/lib/api'
import type { FileStore } from '../../files'
import { isExpired, isLate, isOpen, type QuestionRecord } from '../../jobs/premium/order'
import type { JobOf } from '../../store/types'

const questionView = (q: QuestionRecord): PremiumQuestion => ({
  id: q.id,
  question: q.question,
  options: q.options,
  window_expires_at: q.windowExpiresAt,
})

/** The premium order record (docs/decisions.md §D9) with its questions sorted by what they wait for. */
export function premiumOrderView(
  job: JobOf<'premium-video'>,
  files: FileStore,
  now: Date,
): PremiumOrder {
  const order = job.params
  const delivered = job.status === PREMIUM_ORDER_STATUS.completed ? job.outputs[0] : undefined
  return {
    id: job.id,
    status: job.status,
    title: order.title,
    brief: job.prompt,
    video_url: delivered ? files.urlOf(delivered.file) : null,
    thumbnail_url: delivered?.thumbnailFile ? files.urlOf(delivered.thumbnailFile) : null,
    created_at: job.createdAt,
    completed_at: job.completedAt,
    credits_deducted: job.creditsDeducted,
    open_questions: order.questions.filter((q) => isOpen(q, now)).map(questionView),
    answered_questions: order.questions
      .filter((q) => q.answer !== null)
      .map((q) => ({
        id: q.id,
        question: q.question,
        answer: q.answer!,
        answered_at: q.answeredAt,
        late: isLate(q),
      })),
    expired_questions: order.questions.filter((q) => isExpired(q, now)).map(questionView),
  }
}
