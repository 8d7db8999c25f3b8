import type { Balance } from '@/lib/api/balance'
import { formatCount } from '@/lib/format'
import type { StoryBudget } from '@/features/story/model/cost'

interface StoryCostProps {
  budget: StoryBudget
  balance: Balance | undefined
  balanceError: boolean
  /** The key may not start a story: what it could spend is beside the point then. */
  denied?: boolean
}

/** The story's full price (scenes billed as each starts) against what the caller may spend. */
export function StoryCost({ budget, balance, balanceError, denied = false }: StoryCostProps) {
  const team = balance?.team
  return (
    <p className="text-sm">
      <span className="text-ink-muted">Total cost: </span>
      <output aria-label="Story cost" className="font-semibold tabular-nums">
        {formatCount(budget.total)} credits
      </output>
      <span className="text-ink-muted">
        {' '}
        ({budget.sceneCosts.length} {budget.sceneCosts.length === 1 ? 'scene' : 'scenes'}, each
        billed as it starts)
        {denied
          ? ''
          : budget.spendable !== null
            ? ` · you can spend ${formatCount(budget.spendable)}${team?.headroom_credits != null && balance && team.headroom_credits < balance.credits ? ' (your team headroom this cycle)' : ''}`
            : balanceError
              ? ' · balance unavailable'
              : ' · checking the balance…'}
      </span>
    </p>
  )
}
