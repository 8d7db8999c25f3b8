import type { Balance } from '@/lib/api/balance'
import type { Model } from '@/lib/api/models'
import { estimateMediaCost } from '@/lib/api/pricing'
import { formatCount } from '@/lib/format'
import { spendableCredits } from '@/lib/api/pricing'

/** Credits one scene costs: the model's media price for the scene's length (billed as it starts). */
export function sceneCost(model: Model, seconds: number): number {
  return estimateMediaCost(model, { duration: seconds })
}

export interface StoryBudget {
  sceneCosts: number[]
  total: number
  /** Null while the balance is unknown. */
  spendable: number | null
  affordable: boolean
  /** How many scenes, from the first, the caller could pay for. */
  payableScenes: number
  shortBy: number
}

/**
 * What a story costs in full against what the caller may spend (team headroom included). Scenes
 * are billed one by one as each starts, so a story paid only in part would stop at the first scene
 * it cannot pay; the studio asks for the whole price up front.
 */
export function storyBudget(
  model: Model,
  seconds: readonly number[],
  balance: Pick<Balance, 'credits' | 'team'> | undefined,
): StoryBudget {
  const sceneCosts = seconds.map((s) => sceneCost(model, s))
  const total = sceneCosts.reduce((sum, c) => sum + c, 0)
  if (!balance) {
    return {
      sceneCosts,
      total,
      spendable: null,
      affordable: true,
      payableScenes: seconds.length,
      shortBy: 0,
    }
  }
  const spendable = spendableCredits(balance)
  let running = 0
  let payableScenes = 0
  for (const cost of sceneCosts) {
    running += cost
    if (running > spendable) break
    payableScenes += 1
  }
  return {
    sceneCosts,
    total,
    spendable,
    affordable: total <= spendable,
    payableScenes,
    shortBy: Math.max(0, total - spendable),
  }
}

/** Why the story cannot be started for lack of credits, or null when it can be paid in full. */
export function budgetRefusal(budget: StoryBudget): string | null {
  if (budget.affordable || budget.spendable === null) return null
  const n = budget.sceneCosts.length
  const could =
    budget.payableScenes === 0
      ? 'not even the first scene could be paid'
      : `only the first ${budget.payableScenes} of ${n} scenes could be paid`
  // Removing scenes helps only when some of them can be paid; with none, only a top-up does.
  const fix = budget.payableScenes === 0 ? 'Top up to run it.' : 'Remove scenes or top up.'
  return `This story costs ${formatCount(budget.total)} credits and you can spend ${formatCount(budget.spendable)}: ${could}. ${fix}`
}
