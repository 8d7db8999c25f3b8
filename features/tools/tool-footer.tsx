'use client'

import { BILLING_PAGE, ExternalLink } from '@/components/ui/external-link'
import { SubmitProblem } from '@/components/forms/submit-problem'
import { Button } from '@/components/ui/button'
import { formatCount } from '@/lib/format'
import { affordability } from '@/lib/forms/cost'
import type { ServerProblem } from '@/lib/forms/server-errors'
import type { PermissionDenial } from '@/lib/permissions/key-permissions'
import { useBalance } from '@/lib/queries/balance'

interface ToolFooterProps {
  /** Credits the run costs; null while unknown. */
  cost: number | null
  costDetail?: string
  /** Said while the cost is unknown (what is still missing). */
  costPending?: string
  /** Why the run cannot be sent as chosen, shown before the click. */
  refusal: string | null
  submitLabel: string
  /** The form's run (useSubmit): whether a POST is under way, its refusal, a 429's wait. */
  run: {
    pending: boolean
    problem: ServerProblem | null
    waitLeft: number
    /** The key lacks the permission the tool needs: said first, the button off. */
    denied?: PermissionDenial | null
  }
  /** Sends the form again (the refusal's "Try again"); the button itself submits the form. */
  onRetry: () => void
}

/** The price before the click, what stops the click, the button, and why a run was refused. */
export function ToolFooter({
  cost,
  costDetail,
  costPending = 'The cost shows once the source is chosen.',
  refusal,
  submitLabel,
  run: { pending, problem, waitLeft, denied },
  onRetry,
}: ToolFooterProps) {
  const balance = useBalance().data
  // Team headroom counts, as on every other paid form.
  const fit = cost !== null && balance !== undefined ? affordability(cost, balance) : null
  const blocked =
    denied?.message ??
    refusal ??
    (fit && !fit.affordable
      ? `Not enough credits: this costs ${formatCount(fit.cost)} and ${formatCount(fit.spendable)} are available.`
      : null)
  return (
    <div className="space-y-3">
      <p className="text-sm" aria-live="polite">
        {cost === null ? (
          <span className="text-ink-muted">{costPending}</span>
        ) : (
          <>
            Costs <strong>{formatCount(cost)} credits</strong>
            {costDetail ? <span className="text-ink-muted"> ({costDetail})</span> : null}
            {fit && !denied ? (
              <span className="text-ink-muted"> · {formatCount(fit.spendable)} available</span>
            ) : null}
          </>
        )}
      </p>
      {blocked ? (
        <div
          role="status"
          className="rounded-md border border-line bg-surface-muted px-3 py-2 text-sm"
        >
          {blocked}
          {fit && !fit.affordable && balance?.purchase_url ? (
            <>
              {' '}
              <ExternalLink
                href={balance.purchase_url}
                where={BILLING_PAGE}
                className="font-medium text-accent"
              >
                Top up credits
              </ExternalLink>
            </>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" disabled={Boolean(blocked) || pending || waitLeft > 0}>
        {pending ? 'Starting…' : submitLabel}
      </Button>
      {problem ? <SubmitProblem problem={problem} waitLeft={waitLeft} onRetry={onRetry} /> : null}
    </div>
  )
}
