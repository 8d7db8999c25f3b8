import { Alert } from '@/components/ui/alert'
import type { Balance } from '@/lib/api/balance'
import { formatCount } from '@/lib/format'
import { spendableCredits, type Affordability } from '@/lib/forms/cost'

interface CostSummaryProps {
  /** Null while an input the price depends on (the duration) is invalid. */
  cost: number | null
  breakdown: { seconds: number; perSecond: number; referenceVideo: boolean } | null
  balance: Balance | undefined
  affordability: Affordability | null
}

/** The exact price of the job as set up, against what the caller may spend. */
export function CostSummary({ cost, breakdown, balance, affordability }: CostSummaryProps) {
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
        <span className="text-ink-muted">
          {balance
            ? ` · you can spend ${formatCount(spendableCredits(balance))}`
            : ' · balance unavailable'}
        </span>
      </p>
      {affordability && !affordability.affordable ? (
        <Alert>
          Not enough credits: this job costs {formatCount(affordability.cost)} and you can spend{' '}
          {formatCount(affordability.spendable)}.{' '}
          {balance?.purchase_url ? (
            <a
              href={balance.purchase_url}
              target="_blank"
              rel="noreferrer"
              className="font-medium underline"
            >
              Top up credits
            </a>
          ) : (
            'Top up credits to continue.'
          )}
        </Alert>
      ) : null}
    </div>
  )
}
