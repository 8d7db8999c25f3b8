import type { Balance } from '@/lib/api/balance'
import type { Model } from '@/lib/api/models'
import { PRICING_UNIT_PER_SECOND } from '@/lib/api/models'
import {
  billedSeconds,
  estimateMediaCost,
  spendableCredits,
  type CostInput,
} from '@/lib/api/pricing'
import { mediaFields } from '@/lib/forms/media-fields'
import type { MediaFormValues } from '@/lib/forms/media-values'

/**
 * Credits the request the form would send costs, exact to the credit (the service's own
 * estimateMediaCost): a duration is priced only when the form sends one, and a reference video
 * only when source media goes with the request.
 */
function costInput(model: Model, values: MediaFormValues): CostInput {
  const fields = mediaFields(model, values.generation_type)
  const sendsDuration = fields.some(
    (f) => f.name === 'duration' && (f.kind === 'choice' || f.kind === 'seconds'),
  )
  const sendsSources = fields.some((f) => f.kind === 'sources')
  return {
    duration: sendsDuration && values.duration ? values.duration : null,
    hasReferenceVideo: sendsSources && values.sources.video.some(Boolean),
  }
}

export function formCost(model: Model, values: MediaFormValues): number {
  return estimateMediaCost(model, costInput(model, values))
}

/** How a per-second price adds up (null for flat prices), to show beside the total. */
export function perSecondBreakdown(
  model: Model,
  values: MediaFormValues,
): { seconds: number; perSecond: number; referenceVideo: boolean } | null {
  if (model.pricing_unit !== PRICING_UNIT_PER_SECOND) return null
  const input = costInput(model, values)
  return {
    seconds: billedSeconds(model, input),
    perSecond: model.cost_per_generation,
    referenceVideo: Boolean(input.hasReferenceVideo),
  }
}

export interface Affordability {
  cost: number
  spendable: number
  affordable: boolean
  shortBy: number
}

export function affordability(
  cost: number,
  balance: Pick<Balance, 'credits' | 'team'>,
): Affordability {
  const spendable = spendableCredits(balance)
  return { cost, spendable, affordable: cost <= spendable, shortBy: Math.max(0, cost - spendable) }
}
