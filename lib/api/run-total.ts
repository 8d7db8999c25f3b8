import type { Balance } from './balance'
import { spendableCredits } from './pricing'

export interface RunTotal {
  /** Credits every item costs together, exact. */
  total: number
  /** What the account may spend now: the wallet, capped by a team member's cycle headroom. */
  spendable: number
  affordable: boolean
  /** How many items, in the order they are sent, the credits cover. */
  affordableItems: number
  shortBy: number
  /** Whether a team's cycle headroom, not the wallet, is what limits. */
  limitedByTeam: boolean
}

/**
 * The exact total of a run's items against the balance (and a team member's headroom): one rule
 * for the builder's page and for the studio's server, which checks it again before a run starts
 * (lib/server/runs/create-run.ts).
 */
export function runTotal(
  costs: readonly number[],
  balance: Pick<Balance, 'credits' | 'team'>,
): RunTotal {
  const spendable = spendableCredits(balance)
  const total = costs.reduce((sum, cost) => sum + cost, 0)
  let spent = 0
  let affordableItems = 0
  for (const cost of costs) {
    if (spent + cost > spendable) break
    spent += cost
    affordableItems += 1
  }
  const headroom = balance.team?.headroom_credits
  return {
    total,
    spendable,
    affordable: total <= spendable,
    affordableItems,
    shortBy: Math.max(0, total - spendable),
    limitedByTeam: headroom != null && headroom < balance.credits,
  }
}
