'use client'

import { ApiError } from '@/lib/http/api-error'
import { useBalance } from '@/lib/queries/balance'
import { formatCredits } from '@/lib/format'

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
  return (
    <div className="flex items-center gap-2 text-sm">
      <span
        aria-label="Credit balance"
        className="rounded-md bg-surface-muted px-2 py-1 font-medium tabular-nums"
      >
        {formatCredits(data.credits)} credits
      </span>
      {team ? (
        <span className="hidden text-xs text-ink-muted md:inline" aria-label="Team wallet">
          {team.team_name ?? 'Team'} · {team.role ?? 'member'}
          {team.headroom_credits != null
            ? ` · ${formatCredits(team.headroom_credits)} left this cycle`
            : ''}
          {team.monthly_limit_credits != null
            ? ` of ${formatCredits(team.monthly_limit_credits)}`
            : ''}
        </span>
      ) : null}
      {data.purchase_url ? (
        <a
          href={data.purchase_url}
          target="_blank"
          rel="noreferrer"
          className="text-xs text-accent underline"
        >
          Buy credits
        </a>
      ) : null}
    </div>
  )
}
