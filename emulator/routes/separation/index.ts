import { randomUUID } from 'node:crypto'
import { SEPARATION_MODEL_ID, SeparationRequest, UPLOAD_MAX_BYTES } from '@/lib/api'
import { apiError, notFound } from '../../http/api-error'
import type { RouteHandlers } from '../../http/route-context'
import { withJobInput } from '../../inputs/job-input'
import type { SeparationJobParams } from '../../jobs/renderers/separation'
import { charge, ownJob, startJob } from '../support'
import { separationStatusView } from './view'
import type { JobKind } from '../../store/types'

const SEPARATION_KINDS = ['separation'] satisfies JobKind[]

/** POST /v1/generate/separation and GET /v1/generate/separation/{id} (docs/service-contract.md §4.5). */
export const separationRoutes: RouteHandlers = {
  v1_separation_generate: async (ctx) => {
    const body = await ctx.body(SeparationRequest)
    const entry = ctx.services.catalog.entry(SEPARATION_MODEL_ID)
    if (!entry) throw new Error(`the catalog has no ${SEPARATION_MODEL_ID}`)
    const id = randomUUID()
    const options = { param: 'media_url', jobId: id, maxBytes: UPLOAD_MAX_BYTES }
    const job = await withJobInput(ctx, body.media_url, options, (input) => {
      if (input.probe?.kind !== 'audio') {
        const found = input.probe ? `${input.probe.kind} (${input.probe.mime})` : 'no media'
        throw apiError('unsupported_type', `media_url: separation takes audio; got ${found}`, {
          param: 'media_url',
        })
      }
      const cost = entry.model.cost_per_generation
      charge(ctx, cost)
      const params: SeparationJobParams = {
        inputFile: input.name,
        durationSeconds: input.probe.durationSeconds ?? null,
      }
      return startJob(ctx, {
        id,
        kind: 'separation',
        model: entry.model.model_id,
        prompt: '',
        generationType: entry.model.generation_types?.[0] ?? 'separation',
        estimatedSeconds: entry.model.estimated_time_seconds ?? 90,
        creditsDeducted: cost,
        params: { ...params },
        sourceMediaUrls: [body.media_url],
      })
    })
    return ctx.json({ separation_id: job.id, status: job.status })
  },

  v1_separation_status: (ctx) => {
    const job = ownJob(ctx, ctx.param('id'), SEPARATION_KINDS)
    if (!job) throw notFound('Separation')
    return ctx.json(separationStatusView(job, ctx.services.files))
  },
}
