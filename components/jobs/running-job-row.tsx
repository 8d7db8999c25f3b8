'use client'

import { Link } from '@/components/ui/link'
import { JOB_KIND_DEFS, jobKindDef } from '@/lib/api/job-kinds'
import { elapsedInfo } from '@/lib/jobs/elapsed'
import { jobHome } from '@/lib/jobs/job-links'
import { POLL_STOP_MESSAGES } from '@/lib/jobs/poll-plan'
import type { TrackedJob } from '@/lib/jobs/tracked-jobs'
import { jobStopReason, useJobStatus } from '@/lib/queries/job-status'
import { useModelName } from '@/lib/queries/model-names'
import { DismissJobButton } from './dismiss-job-button'
import { JobPhaseBadge } from './job-phase-badge'
import { JobRow } from './job-row'

interface RunningJobRowProps {
  job: TrackedJob
  now: number
  estimatedSeconds: number | null
}

/** A job in flight, of any kind: its phase, elapsed against the estimate, and where it lives. */
export function RunningJobRow({ job, now, estimatedSeconds }: RunningJobRowProps) {
  const start = { startedAt: job.startedAt }
  // The root watcher polls this job; the row only reads the same query.
  const { data, error } = useJobStatus(job.kind, job.id, start, { enabled: false })
  const stop = jobStopReason(job.kind, data, error, start)
  const phase = data ? jobKindDef(job.kind).phase(data) : 'queued'
  const elapsed = elapsedInfo(job.startedAt, now, estimatedSeconds)
  const home = jobHome(job.kind, job.id, job.action)
  const modelName = useModelName()
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
      detail={`${JOB_KIND_DEFS[job.kind].noun} · ${modelName(job.model)} · ${elapsed.text}${elapsed.overdue ? ' (longer than usual)' : ''}`}
      ratio={elapsed.ratio}
      message={warning}
      actions={
        <>
          <Link
            href={home.href}
            className="text-xs text-accent underline"
            aria-label={`Open ${job.label} in ${home.name}`}
          >
            {home.name}
          </Link>
          <DismissJobButton job={job} />
        </>
      }
    />
  )
}
