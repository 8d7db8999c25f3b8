import { Link } from '@/components/ui/link'
import { formatSeconds } from '@/lib/format'
import { jobHome } from '@/lib/jobs/job-links'
import { OUTCOME_LABELS } from '@/lib/jobs/job-phase'
import { useModelName } from '@/lib/queries/model-names'
import type { JobOutcome, TrackedJob } from '@/lib/jobs/tracked-jobs'
import { DismissJobButton } from './dismiss-job-button'
import { JobRow } from './job-row'
import { JobPhaseBadge } from './job-phase-badge'
import { StatusPill } from './status-pill'

/** A job that ended: its outcome, how long it took, the error and a link to the result. */
export function FinishedJobRow({ job, outcome }: { job: TrackedJob; outcome: JobOutcome }) {
  const seconds =
    job.durationSeconds ??
    (job.finishedAt ? (Date.parse(job.finishedAt) - Date.parse(job.startedAt)) / 1000 : null)
  // In the same words as the gallery's detail (`1 s`, `2 min 5 s`), never a bare `0:00`.
  const took = seconds != null ? formatSeconds(seconds) : null
  const hasResult = outcome === 'completed' || outcome === 'publish_failed'
  const home = jobHome(job.kind, job.id, job.action)
  const modelName = useModelName()
  return (
    <JobRow
      label={job.label}
      badge={
        // An outcome is a final phase, in the phase's words and tone; only "lost" is the tray's own.
        outcome === 'lost' ? (
          <StatusPill tone="danger">{OUTCOME_LABELS.lost}</StatusPill>
        ) : (
          <JobPhaseBadge phase={outcome} />
        )
      }
      detail={`${modelName(job.model)}${took ? ` · took ${took}` : ''}`}
      message={outcome === 'completed' ? null : job.message}
      actions={
        <>
          {hasResult ? (
            <Link
              href={home.href}
              className="text-xs text-accent underline"
              aria-label={`View ${job.label} in ${home.name}`}
            >
              View
            </Link>
          ) : null}
          <DismissJobButton job={job} />
        </>
      }
    />
  )
}
