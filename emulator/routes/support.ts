import { BILLING_MODE_PREPAID, type GenerationAccepted } from '@/lib/api'
import { ApiError, apiError } from '../http/api-error'
import type { RouteContext } from '../http/route-context'
import { newJob, type NewJob } from '../jobs/new-job'
import type { Services } from '../services'
import { fundsOf, refund, spend } from '../store/wallets'
import { isJobOf } from '../store/job-schemas'
import type { JobKind, JobOf, JobRecord } from '../store/types'

export function purchaseUrl(services: Services): string {
  return `${services.publicUrl}/billing`
}

/** The insufficient_credits rejection (docs/service-contract.md §7.2); it spends nothing. */
function insufficientCredits(
  ctx: RouteContext,
  credits: number,
  shortfall: { available: number; limitedByTeam: boolean },
  status: 400 | 402,
) {
  const byTeam = shortfall.limitedByTeam
  return apiError(
    'insufficient_credits',
    byTeam
      ? `This generation costs ${credits} credits; your remaining monthly team limit is ${shortfall.available}`
      : `This generation costs ${credits} credits; your balance is ${shortfall.available}`,
    {
      required_credits: credits,
      available_credits: shortfall.available,
      purchase_url: purchaseUrl(ctx.services),
      hint: byTeam ? 'Ask a team admin to raise your monthly limit' : 'Buy credits, then retry',
    },
    status,
  )
}

/**
 * Deducts `credits` from the caller's wallet (a team member's: the team wallet within the
 * monthly limit) or rejects with insufficient_credits, which spends nothing. Status 400 on
 * generation routes, 402 on extend and finalize-draft (docs/service-contract.md §7.2).
 */
export function charge(ctx: RouteContext, credits: number, status: 400 | 402 = 400): void {
  const { store, now } = ctx.services
  const result = spend(store.state, ctx.caller.user, credits, now())
  if (result.ok) return store.changed()
  throw insufficientCredits(ctx, credits, result, status)
}

/** Rejects with insufficient_credits unless the caller could pay `credits` now; spends nothing. */
export function requireCredits(ctx: RouteContext, credits: number): void {
  const { store, now } = ctx.services
  const funds = fundsOf(store.state, ctx.caller.user, now())
  if (credits <= funds.available) return
  const limitedByTeam = funds.available < funds.wallet.credits
  throw insufficientCredits(ctx, credits, { available: funds.available, limitedByTeam }, 400)
}

/** A new job of the caller, of any kind (its params checked against that kind). */
type CallerJob = { [K in JobKind]: Omit<NewJob<K>, 'userId' | 'firstStatus' | 'now'> }[JobKind]

/** A 5xx in words for a job that could not be recorded; its credits were given back. */
const notRecorded = () =>
  new ApiError(503, {
    error: 'service_unavailable',
    message:
      'The job could not be recorded (the service cannot save right now), so it was not started and nothing was charged. Try again in a moment.',
  })

/**
 * Stores a new job for the caller (its credits already charged) and hands it to the engine. The
 * job is accepted only once it is saved: an answer with a generation_id promises a job that a
 * restart still knows. When the save fails, the job is dropped and its credits given back.
 */
export async function startJob(ctx: RouteContext, job: CallerJob): Promise<JobRecord> {
  const { store, jobs, config, now } = ctx.services
  const record = newJob({
    ...job,
    userId: ctx.caller.user.id,
    firstStatus: config.faults.firstStatus,
    now: now(),
  })
  store.state.jobs[record.id] = record
  try {
    await store.flush()
  } catch (error) {
    delete store.state.jobs[record.id]
    refund(store.state, ctx.caller.user, record.creditsDeducted, now())
    store.changed()
    console.error(`[emulator] a job was refused, its record could not be saved: ${String(error)}`)
    throw notRecorded()
  }
  jobs.submit(record)
  return record
}

/** The Generation accepted body of docs/service-contract.md §2.2. */
export function acceptedBody(job: JobRecord, cost: number): GenerationAccepted {
  return {
    generation_id: job.id,
    status: job.status,
    model: job.model,
    estimated_cost_credits: cost,
    billing_mode: BILLING_MODE_PREPAID,
    message: `Generation started. Poll GET /v1/generate/media/${job.id} until status is completed or failed.`,
  }
}

/** A job of the caller by id, or null when unknown or someone else's (both are 404). */
export function ownJob<K extends JobKind>(
  ctx: RouteContext,
  id: string,
  kinds: readonly K[],
): JobOf<K> | null {
  const job = Object.hasOwn(ctx.services.store.state.jobs, id)
    ? ctx.services.store.state.jobs[id]
    : undefined
  return job && job.userId === ctx.caller.user.id && isJobOf(job, kinds) ? job : null
}
