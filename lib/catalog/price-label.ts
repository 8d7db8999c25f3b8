import { PRICING_UNIT_PER_SECOND, type Model } from '@/lib/api/models'
import { formatCount } from '@/lib/format'

export function priceLabel(model: Model): string {
  const credits = formatCount(model.cost_per_generation)
  return model.pricing_unit === PRICING_UNIT_PER_SECOND
    ? `${credits} credits / second`
    : `${credits} credits`
}
