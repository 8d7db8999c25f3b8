import { Alert } from '@/components/ui/alert'
import type { Balance } from '@/lib/api/balance'
import { formatCredits } from '@/lib/format'
import type { Affordability } from '@/lib/forms/cost'

interface CostSummaryProps {
  cost: number
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
          {formatCredits(cost)} credits
        </output>
        {breakdown ? (
          <span className="text-ink-muted">
            {' '}
            ({breakdown.seconds} s × {formatCredits(breakdown.perSecond)} credits/s
            {breakdown.referenceVideo ? '; a reference video bills as 15 s' : ''})
          </span>
        ) : null}
        {affordability ? (
          <span className="text-ink-muted">
            {' '}
            · you can spend {formatCredits(affordability.spendable)}
          </span>
        ) : (
          <span className="text-ink-muted"> · balance unavailable</span>
        )}
      </p>
      {affordability && !affordability.affordable ? (
        <Alert>
          Not enough credits: this job costs {formatCredits(cost)} and you can spend{' '}
          {formatCredits(affordability.spendable)}.{' '}
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
