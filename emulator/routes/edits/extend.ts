import { EXTEND_ADDED_SECONDS, EXTEND_PRICES, ExtendRequest } from '@/lib/api'
import { invalidParam, notFound } from '../../http/api-error'
import type { RouteHandler } from '../../http/route-context'
import { MEDIA_STATUS_KINDS } from '../../jobs/kinds'
import { acceptedBody, charge, ownJob, startJob } from '../support'

const PARAM = 'source_generation_id'

/**
 * POST /v1/generate/media/extend: appends a clip to a completed Veo 3.1 video of the caller that
 * is neither an extension itself nor 1080p, in the source's own tier (lite, fast or quality). Flat
 * price per tier; 402 when unaffordable.
 */
export const extendRoute: RouteHandler<'v1_media_extend'> = async (ctx) => {
  const body = await ctx.body(ExtendRequest)
  const source = ownJob(ctx, body.source_generation_id, MEDIA_STATUS_KINDS)
  if (!source) throw notFound('Source generation')
  const entry = ctx.services.catalog.entry(source.model)
  if (source.kind === 'extend') {
    throw invalidParam(PARAM, 'this video is itself an extension; extend the original video')
  }
  if (source.kind !== 'media' || !entry?.extendTier) {
    throw invalidParam(
      PARAM,
      `${source.model} cannot be extended; only Veo 3.1 videos (veo3-1-lite, veo3-1-fast, veo3-1) can`,
    )
  }
  const p = source.params
  if (Math.min(p.width, p.height) >= 1080) {
    throw invalidParam(PARAM, '1080p videos cannot be extended; extend a 720p output')
  }
  if (source.status !== 'completed') {
    throw invalidParam(
      PARAM,
      `the source is ${source.status}; only completed videos can be extended`,
    )
  }
  // docs/decisions.md §D1 (a source is extended in its own tier, at that tier's price)
  if (body.tier !== entry.extendTier) {
    throw invalidParam(
      'tier',
      `${source.model} is a ${entry.extendTier} video; it is extended with tier ${entry.extendTier}`,
      [entry.extendTier],
    )
  }
  const cost = EXTEND_PRICES[body.tier]
  charge(ctx, cost, 402)
  const job = await startJob(ctx, {
    kind: 'extend',
    model: source.model,
    prompt: body.prompt ?? source.prompt,
    generationType: 'extend',
    estimatedSeconds: entry.model.estimated_time_seconds ?? 120,
    creditsDeducted: cost,
    params: {
      ...p,
      durationSeconds: (p.durationSeconds ?? 8) + EXTEND_ADDED_SECONDS,
      tier: body.tier,
      sourceGenerationId: source.id,
      // The provider continues its own task: the source's task id comes from our record.
      sourceTaskId: source.sourceTaskId,
    },
  })
  return ctx.json(acceptedBody(job, cost))
}
