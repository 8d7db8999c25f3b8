'use client'

import { jobPhase } from '@/lib/jobs/job-phase'
import { elapsedInfo } from '@/lib/jobs/elapsed'
import { POLL_STOP_MESSAGES, pollStopReason } from '@/lib/jobs/poll-plan'
import type { TrackedJob } from '@/lib/jobs/tracked-jobs'
import { useGenerationStatus } from '@/lib/queries/generation'
import { JobPhaseBadge } from './job-phase-badge'
import { JobRow } from './job-row'
import { useSettleJob } from './use-settle-job'

interface RunningJobRowProps {
  job: TrackedJob
  now: number
  estimatedSeconds: number | null
}

/** A media job in flight: polled on the spec 4.9 schedule until it ends. */
export function RunningJobRow({ job, now, estimatedSeconds }: RunningJobRowProps) {
  const { data, error } = useGenerationStatus(job.id, {
    startedAt: job.startedAt,
    model: job.model,
    prompt: job.label,
  })
  const stop = pollStopReason(data, error)
  useSettleJob(job, data, stop)

  const phase = data ? jobPhase(data) : 'queued'
  const elapsed = elapsedInfo(job.startedAt, now, estimatedSeconds)
  const warning =
    stop && stop !== 'finished'
      ? POLL_STOP_MESSAGES[stop]
      : error
        ? `Status unavailable, retrying: ${error.message}`
        : null
  return (
    <JobRow
      label={job.label}
      badge={<JobPhaseBadge phase={phase} />}
      detail={`${job.model} · ${elapsed.text}${elapsed.overdue ? ' (longer than usual)' : ''}`}
      ratio={elapsed.ratio}
      message={warning}
    />
  )
}
