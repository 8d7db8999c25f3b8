import type { Balance } from './balance'
import { REFERENCE_VIDEO_BILLED_SECONDS } from './decisions'
import { durationSeconds, type MediaGenerateRequest } from './media'
import { mediaKindOfUrl } from './media-kinds'
import { PRICING_UNIT_PER_SECOND, type Model } from './models'

export interface CostInput {
  /** Seconds or an option like `"5s"`; null uses the model's first duration option. */
  duration?: number | string | null
  /** Whether a reference video is among the inputs. */
  hasReferenceVideo?: boolean
}

/** Seconds that a per-second model bills for a request (docs/service-contract.md §2.1 cost_note). */
export function billedSeconds(model: Model, input: CostInput): number {
  if (input.hasReferenceVideo) return REFERENCE_VIDEO_BILLED_SECONDS
  const chosen = input.duration ?? model.capabilities?.duration_options?.[0] ?? null
  if (chosen !== null) return durationSeconds(chosen)
  return model.capabilities?.duration_range?.min_seconds ?? 1
}

/**
 * Credits a media request costs: flat `cost_per_generation`, or for per-second models
 * duration x base credits per second, with a reference video billed as 15 s.
 */
export function estimateMediaCost(model: Model, input: CostInput = {}): number {
  if (model.pricing_unit !== PRICING_UNIT_PER_SECOND) return model.cost_per_generation
  return billedSeconds(model, input) * model.cost_per_generation
}

/**
 * Credits one media start's body costs, by the rule above: its duration, and a source that is a
 * video by its name. The price a run's page shows and the one the studio's server checks again
 * before the run starts (lib/server/runs/create-run.ts) are this one function on the same body.
 */
export function mediaRequestCost(
  model: Model,
  body: Pick<MediaGenerateRequest, 'duration' | 'source_media_urls'>,
): number {
  return estimateMediaCost(model, {
    duration: body.duration ?? null,
    hasReferenceVideo: (body.source_media_urls ?? []).some(
      (url) => mediaKindOfUrl(url) === 'video',
    ),
  })
}

/**
 * Credits one music or speech start costs: the catalog's flat price of its model, whatever the
 * body says (docs/service-contract.md §4.4). The Audio page's price line (features/audio/job-cost.tsx)
 * and a run's total, on the page and again on the studio's server, are this one function.
 */
export function audioStartCost(model: Pick<Model, 'cost_per_generation'>): number {
  return model.cost_per_generation
}

/** Credits the caller may spend now: the wallet, capped by a team member's cycle headroom. */
export function spendableCredits(balance: Pick<Balance, 'credits' | 'team'>): number {
  const headroom = balance.team?.headroom_credits
  return headroom == null ? balance.credits : Math.min(balance.credits, headroom)
}
