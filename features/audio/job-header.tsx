import type { ReactNode } from 'react'
import { ProblemText } from '@/components/ui/error-reference'
import { JobPhaseBadge } from '@/components/jobs/job-phase-badge'
import { Alert } from '@/components/ui/alert'
import type { JobPhase } from '@/lib/api/job-status'
import { PUBLISH_FAILED_MESSAGE } from '@/lib/jobs/job-phase'

interface JobHeaderProps {
  title: string
  phase: JobPhase | null
  /** The job's own message (error_message). */
  message: string | null
  /** Reading the status failed. */
  error: unknown
  children?: ReactNode
}

/** A job's title and where it stands; a failure in words, the form above kept as it was. */
export function JobHeader({ title, phase, message, error, children }: JobHeaderProps) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="min-w-0 flex-1 truncate text-lg font-semibold">{title}</h2>
        {phase ? <JobPhaseBadge phase={phase} /> : null}
      </div>
      {children}
      {phase === 'failed' || phase === 'cancelled' ? (
        <Alert>
          {message ?? 'The job did not finish.'} Credits stay spent: the service does not refund
          failed jobs. Your form is kept as it was, so you can change it and try again.
        </Alert>
      ) : null}
      {phase === 'publish_failed' ? <Alert>{PUBLISH_FAILED_MESSAGE}</Alert> : null}
      {error && !phase ? (
        <Alert>
          <ProblemText error={error} />
        </Alert>
      ) : null}
    </div>
  )
}
