import type { z } from 'zod'
import { JOB_KIND_DEFS, type JobKind } from '@/lib/api/job-kinds'
import type { Limit } from './pacing'
import { rateLimitWaitMs } from './pacing'

/**
 * THE rule of a paid start, for every sender (the browser's `startJob` in lib/queries/start-job.ts
 * and the run driver on the server, lib/server/runs): a failed job is not refunded and a start
 * has no idempotency key (docs/service-contract.md §1.4, §7.4), so
 *
 * 1. the submission is recorded before the POST, where a later look can find it;
 * 2. the POST is sent once, never retried here;
 * 3. its answer decides: a job (tracked, the record goes), a refusal (no job: the record goes),
 *    or an answer lost (a timeout, a dropped connection, a 5xx, an accepted answer that cannot be
 *    read): the record stays, and the history decides whether a job was made
 *    (`reconcileSubmissions` in lib/jobs/reconcile-submissions.ts) before anything is sent again.
 */

/** What one POST came to, as its sender saw it. */
export type PostAnswer =
  | {
      status: number
      body: unknown
      retryAfterSeconds?: number | null
      /** The limit of the route's group the answer names (a rate-limit header), if it names one. */
      rateLimit?: number | null
    }
  /** `not_sent`: the service was never reached (the connection was refused), so no job exists. */
  | { failure: 'not_sent' | 'lost' }

export type StartOutcome<T> =
  | { kind: 'accepted'; id: string; accepted: T }
  /** The service refused it (a 4xx other than 429): nothing was made; fix it before sending again. */
  | { kind: 'refused'; status: number; code: string | null; body: unknown }
  /** Too many starts (429): nothing was made; the same start may go again after the wait. */
  | { kind: 'rate_limited'; waitMs: number }
  /** The service was never reached: nothing was made; it may go again after a pause. */
  | { kind: 'not_sent' }
  /** The answer was lost: a job may exist. Only the history can say. */
  | { kind: 'lost' }

const codeOf = (body: unknown): string | null =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { error?: unknown }).error === 'string'
    ? (body as { error: string }).error
    : null

/** What an answer means for a start of this kind (its accepted id read by the kind's row). */
export function classifyStart<T>(
  answer: PostAnswer,
  kind: JobKind,
  schema: z.ZodType<T>,
  limit: Limit,
): StartOutcome<T> {
  if ('failure' in answer) return { kind: answer.failure }
  const { status, body } = answer
  if (status >= 200 && status < 300) {
    const accepted = schema.safeParse(body)
    const readId = JOB_KIND_DEFS[kind].acceptedId
    if (!accepted.success || !readId) return { kind: 'lost' }
    try {
      return { kind: 'accepted', id: readId(accepted.data), accepted: accepted.data }
    } catch {
      return { kind: 'lost' }
    }
  }
  if (status === 429) {
    return { kind: 'rate_limited', waitMs: rateLimitWaitMs(body, answer.retryAfterSeconds, limit) }
  }
  // A 5xx may come after the job was made (§7.4 lets a client retry it; a paid start may not
  // be retried blindly): the history decides.
  if (status >= 500) return { kind: 'lost' }
  return { kind: 'refused', status, code: codeOf(body), body }
}

export interface PaidStartSteps<T> {
  /** Records the submission where a later look finds it (before anything is sent). */
  record(): Promise<void> | void
  /** The one POST; a throw counts as an answer lost. */
  post(): Promise<PostAnswer>
  /**
   * The answer settled whether a job exists: track it (accepted), then let the record go. Not
   * called when the answer was lost: the record stays for the history to decide.
   */
  settle(outcome: Exclude<StartOutcome<T>, { kind: 'lost' }>): Promise<void> | void
}

/** Sends one paid start by the rule above. */
export async function sendPaidStart<T>(
  start: { kind: JobKind; schema: z.ZodType<T>; limit: Limit },
  steps: PaidStartSteps<T>,
): Promise<StartOutcome<T>> {
  await steps.record()
  let answer: PostAnswer
  try {
    answer = await steps.post()
  } catch {
    answer = { failure: 'lost' }
  }
  const outcome = classifyStart(answer, start.kind, start.schema, start.limit)
  if (outcome.kind !== 'lost') await steps.settle(outcome)
  return outcome
}
