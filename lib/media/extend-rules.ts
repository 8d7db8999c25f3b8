import { EXTEND_PRICES, type ExtendTier } from '@/lib/api/decisions'
import type { Model } from '@/lib/api/models'
import type { GenerationView, OutputView } from '@/lib/jobs/generation-view'
import { echoed, kindRefusal } from '@/lib/media/tool-subject'
import { modelInWords } from '@/lib/catalog/catalog-words'

export const EXTEND_TIERS = Object.keys(EXTEND_PRICES) as ExtendTier[]

/**
 * Spec 4.2 names "one extendable model family" and its tiers; the catalog has no field saying
 * which families those are, so they are named once here. Any catalog entry whose `family` is one
 * of them (or whose usage notes say "Extendable (<tier> tier)") is extendable.
 */
const EXTENDABLE_FAMILY_NAME = 'Veo 3.1'
const TIER_OF_FAMILY: Record<string, ExtendTier> = {
  'veo3-1-lite': 'lite',
  'veo3-1-fast': 'fast',
  'veo3-1': 'quality',
}

const isTier = (value: string): value is ExtendTier => value in EXTEND_PRICES

/** The extend tier of a catalog entry; null when the model cannot be extended. */
export function extendTierOf(model: Model | undefined): ExtendTier | null {
  if (!model) return null
  const byFamily = model.family ? TIER_OF_FAMILY[model.family] : undefined
  if (byFamily) return byFamily
  const noted = /extendable \((\w+) tier\)/i.exec(model.usage_notes ?? '')?.[1]?.toLowerCase()
  return noted && isTier(noted) ? noted : null
}

/** A 1080p output: the resolution its request asked for, or its pixels (short side 1080+). */
function is1080p(generation: GenerationView, output: OutputView): boolean {
  const asked = echoed(generation, 'resolution')
  if (asked) return asked === '1080p'
  return Boolean(output.width && output.height && Math.min(output.width, output.height) >= 1080)
}

const EXTEND_RULE = `extend takes ${EXTEND_TIERS.join(', ').replace(/, (\w+)$/, ' or $1')} 720p outputs of ${EXTENDABLE_FAMILY_NAME}`

/** Why a generation's output cannot be extended, or null when it can. */
export function extendRefusal(
  generation: GenerationView,
  output: OutputView,
  model: Model | undefined,
): string | null {
  const kind = kindRefusal(output, 'video', EXTEND_RULE)
  if (kind) return kind
  if (generation.generationType === 'extend')
    return 'this clip is itself an extension: extend the original clip instead.'
  if (!extendTierOf(model))
    return `this clip was made with ${model?.display_name ?? (generation.model ? modelInWords(generation.model) : 'an unknown model')}: ${EXTEND_RULE}.`
  if (is1080p(generation, output)) return `this clip is 1080p: ${EXTEND_RULE}.`
  if (generation.phase !== 'completed')
    return `this clip is ${generation.status}: only completed clips can be extended.`
  return null
}

/** Why a tier cannot extend a source of `sourceTier` (the service takes the source's own tier). */
export function tierRefusal(tier: ExtendTier, sourceTier: ExtendTier | null): string | null {
  if (!sourceTier || tier === sourceTier) return null
  return `the source is a ${sourceTier} clip: only the ${sourceTier} tier extends it.`
}
