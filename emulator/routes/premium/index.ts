import { PremiumAnswerRequest, type PremiumAnswerResponse } from '@/lib/api'
import { apiError, notFound } from '../../http/api-error'
import type { RouteContext, RouteHandlers } from '../../http/route-context'
import { isLate, PREMIUM_KIND } from '../../jobs/premium/order'
import { wakeOrder } from '../../jobs/premium/workflow'
import { isJobOf } from '../../store/job-schemas'
import { keepDemoQuestions } from '../../jobs/premium/demo-orders'
import type { JobKind, JobOf } from '../../store/types'
import type { GenerationListSource } from '../generations'
import { generationStatusView } from '../../jobs/views'
import { ownJob } from '../support'
import { premiumOrderView } from './view'

const PREMIUM_KINDS = [PREMIUM_KIND] satisfies JobKind[]

const ordersOf = (ctx: RouteContext): JobOf<typeof PREMIUM_KIND>[] =>
  Object.values(ctx.services.store.state.jobs)
    .filter((job) => isJobOf(job, PREMIUM_KINDS))
    .filter((job) => job.userId === ctx.caller.user.id)

/**
 * Premium orders in GET /v1/generations, with generation_type premium-video and order_id. A demo
 * account first gets new standing orders where its old ones have no open question left.
 */
export const premiumOrdersOfCaller: GenerationListSource = (ctx) => {
  if (ctx.services.config.seedHistory) keepDemoQuestions(ctx.services, ctx.caller.user.id)
  return ordersOf(ctx).map((job) => ({
    ...generationStatusView(job, ctx.services.files),
    order_id: job.id,
    title: job.params.title,
  }))
}

function findQuestion(ctx: RouteContext, questionId: string) {
  for (const job of ordersOf(ctx)) {
    const order = job.params
    const question = order.questions.find((q) => q.id === questionId)
    if (question) return { job, question }
  }
  return null
}

/** GET /v1/premium-video/orders/{order_id} and POST .../questions/{question_id}/answer (docs/service-contract.md §4.7). */
export const premiumRoutes: RouteHandlers = {
  v1_premium_video_order_get: (ctx) => {
    const job = ownJob(ctx, ctx.param('order_id'), PREMIUM_KINDS)
    if (!job) throw notFound('Premium video order')
    return ctx.json(premiumOrderView(job, ctx.services.files, ctx.services.now()))
  },

  v1_premium_video_answer_question: async (ctx) => {
    const { answer } = await ctx.body(PremiumAnswerRequest)
    const questionId = ctx.param('question_id')
    const found = findQuestion(ctx, questionId)
    if (!found) throw notFound('Question')
    const { job, question } = found
    if (question.answer !== null) {
      throw apiError('already_answered', `Question ${questionId} was already answered`, {
        param: 'question_id',
        answer: question.answer,
        answered_at: question.answeredAt,
      })
    }
    // Late answers are accepted (docs/service-contract.md §3); an order that moved on keeps going as it was.
    Object.assign(question, { answer, answeredAt: ctx.services.now().toISOString() })
    ctx.services.store.changed()
    wakeOrder(job)
    const response: PremiumAnswerResponse = {
      question_id: question.id,
      answer,
      answered_at: question.answeredAt!,
      late: isLate(question),
    }
    return ctx.json(response)
  },
}
