import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { acceptedModel, type JobKind } from '@/lib/api/job-kinds'
import { matchRoute } from '@/lib/api/routes'
import { ApiError } from '@/lib/http/api-error'
import { apiRequest } from '@/lib/http/request'
import { chosenBoard } from '@/lib/jobs/chosen-board'
import { limitOf } from '@/lib/jobs/pacing'
import { sendPaidStart } from '@/lib/jobs/paid-start'
import { pendingSubmissions } from '@/lib/jobs/pending-submissions'
import { trackedJobs, type JobSource } from '@/lib/jobs/tracked-jobs'
import { snapshotOfStart } from '@/lib/workspace-sync/snapshot-of-start'
import { recordPrompt } from '@/lib/workspace-sync/past-prompt'
import { balanceQueryOptions } from './balance'

export interface JobSubmission<T> {
  kind: JobKind
  /** The start route, e.g. `/v1/generate/music`. */
  path: string
  body: unknown
  /** The accepted answer's schema (the route's response in the contract). */
  schema: z.ZodType<T>
  model: string
  /** The tray's name for the job. */
  label: string
  /** What the job's history item repeats as its prompt (to find it again after a reload). */
  prompt: string
  estimatedSeconds?: number
  action?: string
  madeFrom?: JobSource[]
}

/** Submissions this page sent and still waits on (the others are left from an earlier page). */
export const submissionsInFlight = new Set<string>()

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`
}

/**
 * Starts a paid job of any kind by THE paid-start rule (lib/jobs/paid-start.ts, the same rule the
 * run driver follows on the server): the submission is recorded before the POST, so a reload
 * while it is under way still finds the job in the history; one POST, never retried; once
 * accepted the job joins the tracked jobs with its kind, estimate and lineage. An answer lost
 * (the connection dropped, a 5xx) leaves the record for the history to decide.
 */
export async function startJob<T>(
  submission: JobSubmission<T>,
): Promise<{ id: string; accepted: T }> {
  const { kind, path, body, schema, ...asked } = submission
  // The board chosen on Create, if any: its output joins that board when the job completes.
  const boardId = chosenBoard.get()
  const tracked = boardId ? { ...asked, boardId } : asked
  const key = newKey()
  const sentAt = new Date().toISOString()
  const group = matchRoute('POST', path)?.route.rateGroup ?? 'media'
  let thrown: unknown = null
  try {
    const outcome = await sendPaidStart(
      { kind, schema, limit: limitOf(group) },
      {
        record() {
          submissionsInFlight.add(key)
          pendingSubmissions.add({ key, kind, sentAt, ...tracked })
        },
        async post() {
          try {
            return {
              status: 200,
              body: await apiRequest(`/api${path}`, { method: 'POST', body, schema }),
            }
          } catch (error) {
            thrown = error
            // The service (or the studio) answered: its status says whether a job was made.
            return error instanceof ApiError
              ? { status: error.status, body: error.body }
              : { failure: 'lost' as const }
          }
        },
        settle(outcome) {
          if (outcome.kind === 'accepted') {
            const { prompt: _prompt, ...entry } = tracked
            // The service's name for the model wins over the one asked for (a family resolves to one).
            const model = acceptedModel(outcome.accepted) ?? entry.model
            trackedJobs.add({ id: outcome.id, kind, startedAt: sentAt, ...entry, model })
          }
          pendingSubmissions.remove(key)
        },
      },
    )
    if (outcome.kind !== 'accepted') throw thrown ?? new Error(`${path} answered without a job id`)
    // The prompt joins the history once the service took it: a refused start made nothing and
    // stays in its form to be fixed, so the history lists only what was made.
    const snapshot = snapshotOfStart({ path, body, model: submission.model })
    if (snapshot) recordPrompt(snapshot, sentAt)
    return { id: outcome.id, accepted: outcome.accepted }
  } finally {
    submissionsInFlight.delete(key)
  }
}

/**
 * The mutation every paid start uses: `startJob` with the kind's submission, never retried
 * (credits are spent and there is no idempotency key), the balance read again once accepted.
 */
export function useStartJob<I, T>(submissionOf: (input: I) => JobSubmission<T>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: I) => (await startJob(submissionOf(input))).accepted,
    retry: false,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey })
    },
  })
}
