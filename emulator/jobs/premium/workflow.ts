import { PREMIUM_ORDER_STATUS } from '@/lib/api'
import type { JobOf, JobRecord } from '../../store/types'
import type { MediaJobParams } from '../renderers/media'
import type { Workflow } from '../workflow'
import { isOpen, type PremiumOrderParams } from './order'

/** Orders waiting for their next window; an answer wakes the order to look again at once. */
const waiting = new WeakMap<JobRecord, AbortController>()

export function wakeOrder(job: JobRecord): void {
  waiting.get(job)?.abort()
}

/** The delivered film: the brief and the customer's answers steer the picture. */
function filmJob(job: JobOf<'premium-video'>, order: PremiumOrderParams): JobOf<'media'> {
  const answers = order.questions.flatMap((q) => (q.answer ? [q.answer] : []))
  const params: MediaJobParams = {
    mediaType: 'video',
    width: 1280,
    height: 720,
    durationSeconds: order.durationSeconds,
    withAudio: true,
    seed: 1,
  }
  return {
    ...job,
    kind: 'media',
    prompt: [job.prompt, ...answers].join('. '),
    params,
  }
}

/**
 * A premium order (docs/service-contract.md §4.7): it waits while questions are open; each unanswered one stops
 * holding it back when its window passes, so the order proceeds by itself. Then it is produced
 * and delivered as an MP4.
 */
export const runPremiumOrder: Workflow<'premium-video'> = async (job, io) => {
  const order = job.params
  while (job.status === PREMIUM_ORDER_STATUS.awaitingAnswers) {
    const open = order.questions.filter((q) => isOpen(q, io.now()))
    if (open.length === 0) {
      io.update({ status: PREMIUM_ORDER_STATUS.inProduction, startedAt: io.now().toISOString() })
      break
    }
    const nextExpiry = Math.min(...open.map((q) => Date.parse(q.windowExpiresAt)))
    const wake = new AbortController()
    waiting.set(job, wake)
    try {
      await io.sleep(Math.max(1, nextExpiry - io.now().getTime()), wake.signal)
    } finally {
      waiting.delete(job)
    }
  }
  if (job.status !== PREMIUM_ORDER_STATUS.inProduction) return
  const [outputs] = await Promise.all([
    io.render(filmJob(job, order)),
    io.sleep(io.scaled(job.estimatedSeconds)),
  ])
  io.update({
    outputs,
    status: PREMIUM_ORDER_STATUS.completed,
    cdnReady: true,
    completedAt: io.now().toISOString(),
  })
}
