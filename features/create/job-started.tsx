import type { ReactNode } from 'react'
import type { GenerationAccepted } from '@/lib/api/generations'
import { formatCount } from '@/lib/format'
import { useTrackedJob } from '@/lib/jobs/use-tracked-job'
import { useModelName } from '@/lib/queries/model-names'
import { cn } from '@/lib/cn'

function Notice({ tone, children }: { tone: 'success' | 'danger'; children: ReactNode }) {
  return (
    <div
      role="status"
      className={cn(
        'rounded-md border px-3 py-2 text-sm',
        tone === 'success' ? 'border-success/50 bg-success/10' : 'border-danger/50 bg-danger/10',
      )}
    >
      {children}
    </div>
  )
}

/**
 * Confirmation of a started job, kept true while the form stays open: it follows the job tray's
 * record, so a job that has ended no longer reads as "working on it".
 */
export function JobStarted({ accepted }: { accepted: GenerationAccepted }) {
  const job = useTrackedJob(accepted.generation_id)
  const modelName = useModelName()
  const credits = accepted.estimated_cost_credits
  if (job?.outcome === 'completed') {
    return (
      <Notice tone="success">
        <span className="font-medium">Job finished.</span> It is first in the feed, ready to
        animate, vary, remix or download.
      </Notice>
    )
  }
  if (job?.outcome) {
    return (
      <Notice tone="danger">
        <span className="font-medium">The job did not finish.</span>{' '}
        {job.message ?? 'Its details are in the feed.'}
        {credits != null
          ? ` Its ${formatCount(credits)} credits stay spent: the service does not refund failed jobs.`
          : ''}
      </Notice>
    )
  }
  return (
    <Notice tone="success">
      <p className="font-medium">Job started.</p>
      <p className="text-ink-muted">
        {accepted.model ? `${modelName(accepted.model)} is working on it` : 'It is running'}
        {credits != null ? ` (${formatCount(credits)} credits)` : ''}. It is first in the feed, and
        its result shows there as soon as it is ready.
      </p>
    </Notice>
  )
}
