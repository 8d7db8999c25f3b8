import type { Hono } from 'hono'
import { z } from 'zod'
import { createPremiumOrder, orderOf } from '../../jobs/premium/order'
import type { Services } from '../../services'
import { DEMO_USERS } from '../../store/seed-accounts'

/** Only the demo accounts: a hook never reaches another user's data. */
const DEMO_ACCOUNTS = { creator: DEMO_USERS.creator, team: DEMO_USERS.team } as const

const NewOrderBody = z.strictObject({
  account: z.enum(['creator', 'team']),
  title: z.string().min(1).max(200),
  brief: z.string().max(2000).default(''),
  questions: z
    .array(
      z.strictObject({
        question: z.string().min(1).max(500),
        options: z.array(z.string().min(1)).max(10),
        /** Service seconds; EMULATOR_TIME_SCALE applies, as to every window. 0 = already passed. */
        window_seconds: z.number().min(0),
      }),
    )
    .min(1)
    .max(10),
})

/**
 * `POST /__test/premium-orders`: a premium order arrives from the service's own ordering flow (the
 * API has no route that creates one), so browser tests can see a question appear while a page is
 * open. Mounted only with EMULATOR_TEST_HOOKS on.
 */
export function mountPremiumTestHooks(app: Hono, services: Services): void {
  app.post('/__test/premium-orders', async (c) => {
    const parsed = NewOrderBody.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) {
      return c.json({ error: 'invalid_request', message: z.prettifyError(parsed.error) }, 400)
    }
    const body = parsed.data
    const { job } = createPremiumOrder(services, {
      userId: DEMO_ACCOUNTS[body.account],
      title: body.title,
      brief: body.brief,
      durationSeconds: 2,
      productionSeconds: 60,
      credits: 0,
      questions: body.questions.map((q) => ({
        question: q.question,
        options: q.options,
        windowSeconds: q.window_seconds,
      })),
    })
    return c.json({ order_id: job.id, question_ids: orderOf(job).questions.map((q) => q.id) })
  })
}
