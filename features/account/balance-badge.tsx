'use client'

import { ExternalLink, BILLING_PAGE } from '@/components/ui/external-link'
import { ApiError } from '@/lib/http/api-error'
import { useBalance } from '@/lib/queries/balance'
import { formatCount } from '@/lib/format'

export function BalanceBadge() {
  const { data, error, isPending } = useBalance()

  if (isPending) return <span className="text-sm text-ink-muted">Balance…</span>
  if (error) {
    const noScope = error instanceof ApiError && error.status === 403
    return (
      <span
        className="text-sm text-ink-muted"
        title={noScope ? 'This key cannot read the balance.' : error.message}
      >
        Balance unavailable
      </span>
    )
  }

  const team = data.team
  // A team member spends within their cycle's headroom, not the whole wallet: that comes first,
  // and the team's pool under it, so both are in sight.
  const headroom = team?.headroom_credits ?? null
  const spendable = headroom != null ? Math.min(headroom, data.credits) : data.credits
  const pool = team && headroom != null ? `${team.team_name ?? 'Team'} pool` : null
  const limit =
    team?.monthly_limit_credits != null
      ? `Your limit is ${formatCount(team.monthly_limit_credits)} credits a cycle.`
      : undefined
  return (
    <div className="flex items-center gap-2 whitespace-nowrap text-sm">
      <span
        className="flex flex-col rounded-md bg-surface-muted px-2 py-0.5 leading-tight"
        title={limit}
      >
        <span aria-label="Credit balance" className="font-medium tabular-nums">
          {formatCount(spendable)} credits
          {headroom != null ? (
            // Read out everywhere, shown where the top bar has room for it.
            <span className="sr-only font-normal text-ink-muted sm:not-sr-only">
              {' '}
              left this cycle
            </span>
          ) : null}
        </span>
        {pool ? (
          <span className="text-xs tabular-nums text-ink-muted">
            <span className="sr-only sm:not-sr-only">{pool} </span>
            <span className="sm:hidden">pool </span>
            {formatCount(data.credits)}
          </span>
        ) : null}
      </span>
      {data.purchase_url ? (
        <ExternalLink
          href={data.purchase_url}
          where={BILLING_PAGE}
          className="hidden text-xs text-accent xl:inline-flex"
        >
          Buy credits
        </ExternalLink>
      ) : null}
    </div>
  )
}

/** Buy credits where the balance has no room for it (the top bar's menu on a phone). */
export function BuyCreditsLink({ className }: { className?: string }) {
  const { data } = useBalance()
  if (!data?.purchase_url) return null
  return (
    <ExternalLink href={data.purchase_url} where={BILLING_PAGE} className={className}>
      Buy credits
    </ExternalLink>
  )
}
