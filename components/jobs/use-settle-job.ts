import { useEffect } from 'react'
import { z } from 'zod'
import { jobKindDef } from '@/lib/api/job-kinds'
import type { JobPhase } from '@/lib/api/job-status'
import { PUBLISH_FAILED_MESSAGE } from '@/lib/jobs/job-phase'
import { POLL_STOP_MESSAGES, type PollStop } from '@/lib/jobs/poll-plan'
import { trackedJobs, type JobOutcome, type TrackedJob } from '@/lib/jobs/tracked-jobs'
import { useModelName } from '@/lib/queries/model-names'
import { announceJob } from './announce-job'

const OUTCOME_OF: Partial<Record<JobPhase, JobOutcome>> = {
  completed: 'completed',
  failed: 'failed',
  cancelled: 'cancelled',
  publish_failed: 'publish_failed',
}

/** The timing members some kinds' records carry (media: docs/service-contract.md §2.3; others where they send them). */
const Timing = z.looseObject({
  processing_time_ms: z.number().nullish(),
  created_at: z.string().nullish(),
  completed_at: z.string().nullish(),
})

function serviceDuration(record: unknown): number | undefined {
  const timing = Timing.safeParse(record)
  if (!timing.success) return undefined
  if (timing.data.processing_time_ms != null) return timing.data.processing_time_ms / 1000
  const took = Date.parse(timing.data.completed_at ?? '') - Date.parse(timing.data.created_at ?? '')
  return Number.isFinite(took) && took >= 0 ? took / 1000 : undefined
}

function outcomeOf(job: TrackedJob, record: unknown, stop: PollStop) {
  if (stop !== 'finished' || record === undefined) {
    return {
      outcome: 'lost' as const,
      message: POLL_STOP_MESSAGES[stop === 'finished' ? 'not_found' : stop],
    }
  }
  const def = jobKindDef(job.kind)
  const outcome = OUTCOME_OF[def.phase(record)] ?? 'completed'
  const message =
    outcome === 'publish_failed' ? PUBLISH_FAILED_MESSAGE : (def.message(record) ?? undefined)
  return { outcome, message }
}

/** When polling of a tracked job stops, records the outcome and announces it (once). */
export function useSettleJob(job: TrackedJob, record: unknown, stop: PollStop | null) {
  // The catalog is read when the job ends, for the toast: not on every page a job is tracked on.
  const modelName = useModelName(stop !== null)(job.model)
  useEffect(() => {
    // A lost session is not the job's fault: keep it tracked for after reconnecting.
    if (!stop || stop === 'not_connected') return
    const { outcome, message } = outcomeOf(job, record, stop)
    const end = { message, durationSeconds: serviceDuration(record) }
    if (trackedJobs.settle(job.id, outcome, end)) announceJob(job, outcome, { message, modelName })
  }, [job, record, stop, modelName])
}
