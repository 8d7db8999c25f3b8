'use client'

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
        title={noScope ? 'This key cannot read the balance (read:balance).' : error.message}
      >
        Balance unavailable
      </span>
    )
  }

  const team = data.team
  // A team member spends within their cycle's headroom, not the whole wallet: that comes first.
  const headroom = team?.headroom_credits ?? null
  const spendable = headroom != null ? Math.min(headroom, data.credits) : data.credits
  const wallet =
    team && headroom != null
      ? `${team.team_name ?? 'Team'} wallet: ${formatCount(data.credits)} credits${
          team.monthly_limit_credits != null
            ? `; your limit ${formatCount(team.monthly_limit_credits)} a cycle`
            : ''
        }`
      : null
  return (
    <div className="flex items-center gap-2 whitespace-nowrap text-sm" title={wallet ?? undefined}>
      <span
        aria-label="Credit balance"
        className="rounded-md bg-surface-muted px-2 py-1 font-medium tabular-nums"
      >
        {formatCount(spendable)} credits
        {headroom != null ? (
          // Read out everywhere, shown where the top bar has room for it.
          <span className="sr-only font-normal text-ink-muted sm:not-sr-only">
            {' '}
            left this cycle
          </span>
        ) : null}
      </span>
      {wallet ? (
        // Shown where the top bar has room; read out everywhere.
        <span className="sr-only 2xl:not-sr-only 2xl:text-xs 2xl:text-ink-muted">{wallet}</span>
      ) : null}
      {data.purchase_url ? (
        <a
          href={data.purchase_url}
          target="_blank"
          rel="noreferrer"
          className="hidden text-xs text-accent underline sm:inline"
        >
          Buy credits
        </a>
      ) : null}
    </div>
  )
}
