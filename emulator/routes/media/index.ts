import { MediaGenerateRequest } from '@/lib/api'
import { notFound } from '../../http/api-error'
import type { RouteHandlers } from '../../http/route-context'
import { generationStatusView } from '../../jobs/views'
import { MEDIA_STATUS_KINDS } from '../../jobs/kinds'
import { acceptedBody, charge, ownJob, startJob } from '../support'
import { planMediaRequest } from './plan'
import { requestEcho } from './request-echo'

/** POST /v1/generate/media and GET /v1/generate/media/{id}. */
export const mediaRoutes: RouteHandlers = {
  v1_media_generate: async (ctx) => {
    const body = await ctx.body(MediaGenerateRequest)
    const plan = planMediaRequest(ctx.services.catalog, body)
    charge(ctx, plan.cost)
    const job = await startJob(ctx, {
      kind: 'media',
      model: plan.entry.model.model_id,
      prompt: body.prompt ?? '',
      generationType: plan.generationType,
      estimatedSeconds: plan.entry.model.estimated_time_seconds ?? 30,
      creditsDeducted: plan.cost,
      params: { ...plan.params, requested: requestEcho(body) },
      sourceMediaUrls: body.source_media_urls ?? [],
    })
    return ctx.json(acceptedBody(job, plan.cost))
  },

  v1_media_status_get: (ctx) => {
    const job = ownJob(ctx, ctx.param('id'), MEDIA_STATUS_KINDS)
    if (!job) throw notFound('Generation')
    return ctx.json(generationStatusView(job, ctx.services.files))
  },
}
