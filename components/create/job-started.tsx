import Link from 'next/link'
import type { GenerationAccepted } from '@/lib/api/generations'
import { formatCredits } from '@/lib/format'

/** Confirmation of a started job: it runs on in the job tray; results land in the gallery. */
export function JobStarted({ accepted }: { accepted: GenerationAccepted }) {
  return (
    <div
      role="status"
      className="rounded-md border border-success/50 bg-success/10 px-3 py-2 text-sm"
    >
      <p className="font-medium">Job started.</p>
      <p className="text-ink-muted">
        {accepted.model ? `${accepted.model} is working on it` : 'It is running'}
        {accepted.estimated_cost_credits != null
          ? ` (${formatCredits(accepted.estimated_cost_credits)} credits)`
          : ''}
        . Follow it in the job tray, or{' '}
        <Link href="/gallery" className="font-medium text-accent underline">
          open the gallery
        </Link>
        .
      </p>
    </div>
  )
}
