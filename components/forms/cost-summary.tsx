import { Alert } from '@/components/ui/alert'
import { BILLING_PAGE, ExternalLink } from '@/components/ui/external-link'
import type { Balance } from '@/lib/api/balance'
import { formatCount } from '@/lib/format'
import { spendableCredits } from '@/lib/api/pricing'
import type { Affordability } from '@/lib/forms/cost'

interface CostSummaryProps {
  /** Null while an input the price depends on (the duration) is invalid. */
  cost: number | null
  breakdown: { seconds: number; perSecond: number; referenceVideo: boolean } | null
  balance: Balance | undefined
  affordability: Affordability | null
  /** The key may not start this job at all: what it could spend is beside the point then. */
  denied?: boolean
}

/** The exact price of the job as set up, against what the caller may spend. */
export function CostSummary({
  cost,
  breakdown,
  balance,
  affordability,
  denied = false,
}: CostSummaryProps) {
  return (
    <div className="space-y-2">
      <p className="text-sm">
        <span className="text-ink-muted">Cost: </span>
        <output aria-label="Job cost" className="font-semibold tabular-nums">
          {cost === null ? '—' : `${formatCount(cost)} credits`}
        </output>
        {cost === null ? <span className="text-ink-muted"> (fix the duration first)</span> : null}
        {breakdown ? (
          <span className="text-ink-muted">
            {' '}
            ({breakdown.seconds} s × {formatCount(breakdown.perSecond)} credits/s
            {breakdown.referenceVideo ? '; a reference video bills as 15 s' : ''})
          </span>
        ) : null}
        {denied ? null : (
          <span className="text-ink-muted">
            {balance
              ? ` · you can spend ${formatCount(spendableCredits(balance))}`
              : ' · balance unavailable'}
          </span>
        )}
      </p>
      {affordability && !affordability.affordable && !denied ? (
        <Alert>
          Not enough credits: this job costs {formatCount(affordability.cost)} and you can spend{' '}
          {formatCount(affordability.spendable)}.{' '}
          {balance?.purchase_url ? (
            <ExternalLink href={balance.purchase_url} where={BILLING_PAGE} className="font-medium">
              Top up credits
            </ExternalLink>
          ) : (
            'Top up credits to continue.'
          )}
        </Alert>
      ) : null}
    </div>
  )
}
