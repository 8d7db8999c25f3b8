import { statusPhase } from './job-status'
import { followedOn, ref, type JobKindDef } from './job-kind-def'
import { PremiumOrder } from './premium'

/**
 * The premium order's row of the job kinds table (lib/api/job-kinds.ts), in a module of its own:
 * the orders pages and the count beside Orders follow premium orders only, and load this and the
 * order's schema instead of every kind's (docs/performance.md, "What a page loads first, zod counted").
 */
export const premiumKind: JobKindDef<PremiumOrder> = {
  noun: 'Premium order',
  startRoutes: [],
  ...followedOn('v1_premium_video_order_get', 'order_id'),
  status: PremiumOrder,
  acceptedId: null,
  phase: (record) => {
    const phase = statusPhase(record.status)
    return phase === 'running' && record.open_questions.length > 0 ? 'needs_answer' : phase
  },
  outputs: (record) => ref(record.video_url, null),
  message: (record) => {
    const open = record.open_questions.length
    if (open === 0) return null
    return open === 1 ? '1 question needs your answer.' : `${open} questions need your answer.`
  },
  notFoundGraceMs: 0,
  pendingRecord: (id) => ({ id, status: 'pending', open_questions: [] }),
}
