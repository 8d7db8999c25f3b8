import { Alert } from '@/components/ui/alert'
import { BILLING_PAGE, ExternalLink } from '@/components/ui/external-link'
import type { Balance } from '@/lib/api/balance'
import { formatCount } from '@/lib/format'
import { spendableCredits } from '@/lib/api/pricing'
import type { Affordability } from '@/lib/forms/cost'

/** The job's exact price, under Generate: always in view before the paid click. */
export function CostLine({ cost }: { cost: number | null }) {
  return (
    <p className="text-center text-caption text-ink-muted lg:w-20">
      <output aria-label="Job cost" className="font-semibold tabular-nums text-ink">
        {cost === null ? '—' : `${formatCount(cost)} credits`}
      </output>
      {cost === null ? <span className="sr-only"> (fix the duration first)</span> : null}
    </p>
  )
}

interface CostDetailsProps {
  breakdown: { seconds: number; perSecond: number; referenceVideo: boolean } | null
  balance: Balance | undefined
  /** The key may not start this job at all: what it could spend is beside the point then. */
  denied: boolean
}

/** How the price adds up and what the caller may spend, in the settings. */
export function CostDetails({ breakdown, balance, denied }: CostDetailsProps) {
  return (
    <p className="text-sm text-ink-muted">
      {breakdown
        ? `${breakdown.seconds} s × ${formatCount(breakdown.perSecond)} credits/s${breakdown.referenceVideo ? '; a reference video bills as 15 s' : ''} · `
        : ''}
      {denied
        ? null
        : balance
          ? `You can spend ${formatCount(spendableCredits(balance))}.`
          : 'Balance unavailable.'}
    </p>
  )
}

/** Said before any click when the job costs more than the caller may spend, with the top-up. */
export function ShortOfCredits({
  affordability,
  balance,
  denied,
}: {
  affordability: Affordability | null
  balance: Balance | undefined
  denied: boolean
}) {
  if (!affordability || affordability.affordable || denied) return null
  return (
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
  )
}
