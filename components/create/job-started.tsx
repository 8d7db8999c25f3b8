import Link from 'next/link'
import type { GenerationAccepted } from '@/lib/api/generations'
import { formatCredits } from '@/lib/format'
import { useTrackedJob } from '@/lib/jobs/use-tracked-job'

const linkClass = 'font-medium text-accent underline'

/**
 * Confirmation of a started job, kept true while the form stays open: it follows the job tray's
 * record, so a job that has ended no longer reads as "working on it".
 */
export function JobStarted({ accepted }: { accepted: GenerationAccepted }) {
  const job = useTrackedJob(accepted.generation_id)
  const credits =
    accepted.estimated_cost_credits != null
      ? ` (${formatCredits(accepted.estimated_cost_credits)} credits)`
      : ''
  const galleryHref = `/gallery?view=${encodeURIComponent(accepted.generation_id)}`
  if (job?.outcome === 'completed') {
    return (
      <p
        role="status"
        className="rounded-md border border-success/50 bg-success/10 px-3 py-2 text-sm"
      >
        <span className="font-medium">Job finished.</span>{' '}
        <Link href={galleryHref} className={linkClass}>
          See it in the gallery
        </Link>
        .
      </p>
    )
  }
  if (job?.outcome) {
    return (
      <p
        role="status"
        className="rounded-md border border-danger/50 bg-danger/10 px-3 py-2 text-sm"
      >
        <span className="font-medium">The job did not finish.</span>{' '}
        {job.message ?? 'See the job tray for details.'}
        {accepted.estimated_cost_credits != null
          ? ` Its ${formatCredits(accepted.estimated_cost_credits)} credits stay spent: the service does not refund failed jobs.`
          : ''}
      </p>
    )
  }
  return (
    <div
      role="status"
      className="rounded-md border border-success/50 bg-success/10 px-3 py-2 text-sm"
    >
      <p className="font-medium">Job started.</p>
      <p className="text-ink-muted">
        {accepted.model ? `${accepted.model} is working on it` : 'It is running'}
        {credits}. Follow it in the job tray, or{' '}
        <Link href="/gallery" className={linkClass}>
          open the gallery
        </Link>
        .
      </p>
    </div>
  )
}
