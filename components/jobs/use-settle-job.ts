import { useEffect } from 'react'
import type { GenerationStatus } from '@/lib/api/generations'
import { jobPhase, PUBLISH_FAILED_MESSAGE, type JobPhase } from '@/lib/jobs/job-phase'
import { POLL_STOP_MESSAGES, type PollStop } from '@/lib/jobs/poll-plan'
import { trackedJobs, type JobOutcome, type TrackedJob } from '@/lib/jobs/tracked-jobs'
import { announceJob } from './announce-job'

const OUTCOME_OF: Partial<Record<JobPhase, JobOutcome>> = {
  completed: 'completed',
  failed: 'failed',
  cancelled: 'cancelled',
  publish_failed: 'publish_failed',
}

function serviceDuration(record: GenerationStatus | undefined): number | undefined {
  if (record?.processing_time_ms != null) return record.processing_time_ms / 1000
  const took = Date.parse(record?.completed_at ?? '') - Date.parse(record?.created_at ?? '')
  return Number.isFinite(took) && took >= 0 ? took / 1000 : undefined
}

function outcomeOf(record: GenerationStatus | undefined, stop: PollStop) {
  if (stop !== 'finished') {
    return { outcome: 'lost' as const, message: POLL_STOP_MESSAGES[stop] }
  }
  const outcome = (record && OUTCOME_OF[jobPhase(record)]) ?? 'completed'
  const message =
    outcome === 'publish_failed' ? PUBLISH_FAILED_MESSAGE : (record?.error_message ?? undefined)
  return { outcome, message }
}

/** When polling of a tracked job stops, records the outcome and announces it (once). */
export function useSettleJob(
  job: TrackedJob,
  record: GenerationStatus | undefined,
  stop: PollStop | null,
) {
  useEffect(() => {
    // A lost session is not the job's fault: keep it tracked for after reconnecting.
    if (!stop || stop === 'not_connected') return
    const { outcome, message } = outcomeOf(record, stop)
    const end = { message, durationSeconds: serviceDuration(record) }
    if (trackedJobs.settle(job.id, outcome, end)) announceJob(job, outcome, message)
  }, [job, record, stop])
}
