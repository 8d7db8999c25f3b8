import type { Hono } from 'hono'
import { z } from 'zod'
import { apiError } from '../http/api-error'
import type { Services } from '../services'
import { backdateJob } from '../store/job-adjustments'
import { mountPremiumTestHooks } from './premium/test-hooks'

const Days = z.coerce.number().finite().min(-3650).max(3650)

/**
 * Test hooks over HTTP under /__test, mounted only with EMULATOR_TEST_HOOKS on, for browser tests
 * that run the emulator as its own process (in-process tests use the harness). Not part of the
 * service's API.
 */
export function mountTestHooks(app: Hono, services: Services): void {
  // Ages a job by `days` (its created, started and completed times), e.g. past a draft's 7 days.
  app.post('/__test/jobs/:id/age', (c) => {
    const job = services.store.state.jobs[c.req.param('id')]
    if (!job) return c.json(apiError('not_found', 'No such job').body, 404)
    const days = Days.safeParse(c.req.query('days'))
    if (!days.success) return c.json(apiError('invalid_request', 'days: a number').body, 400)
    backdateJob(job, days.data)
    services.store.changed()
    return c.json({ id: job.id, created_at: job.createdAt })
  })
  mountPremiumTestHooks(app, services)
}
