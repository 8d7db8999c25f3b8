import { randomUUID } from 'node:crypto'
import { DUBBING_MODEL_ID, DubbingRequest, UPLOAD_MAX_BYTES } from '@/lib/api'
import { invalidParam } from '../../http/api-error'
import type { RouteHandler } from '../../http/route-context'
import { withJobInput } from '../../inputs/job-input'
import { acceptedBody, charge, startJob } from '../support'
import { checkUrlKind, estimateOf, serviceModel, videoSeconds } from './support'

const PARAM = 'media_url'

/** Each language once, and never the source language (both would be silent adjustments). */
function checkLanguages(body: DubbingRequest): void {
  const seen = new Set<string>()
  for (const language of body.target_languages) {
    const key = language.toLowerCase()
    if (seen.has(key)) throw invalidParam('target_languages', `'${language}' is listed twice`)
    if (key === body.source_language?.toLowerCase()) {
      throw invalidParam('target_languages', `'${language}' is the source language`)
    }
    seen.add(key)
  }
}

/**
 * POST /v1/generate/dubbing: a video dubbed into each target language, priced per language
 * (the catalog's auto-dub), one output per language on the media status route.
 */
export const dubbingRoute: RouteHandler<'v1_dubbing_generate'> = async (ctx) => {
  const body = await ctx.body(DubbingRequest)
  checkLanguages(body)
  checkUrlKind(body.media_url, PARAM, 'video')
  const model = serviceModel(ctx, DUBBING_MODEL_ID)
  const jobId = randomUUID()
  const options = { param: PARAM, jobId, maxBytes: UPLOAD_MAX_BYTES }
  return withJobInput(ctx, body.media_url, options, async (input) => {
    videoSeconds(input, PARAM)
    const cost = model.cost_per_generation * body.target_languages.length
    charge(ctx, cost)
    const job = await startJob(ctx, {
      id: jobId,
      kind: 'dubbing',
      model: model.model_id,
      prompt: '',
      generationType: 'dubbing',
      estimatedSeconds: estimateOf(model),
      creditsDeducted: cost,
      params: {
        inputFile: input.name,
        languages: body.target_languages,
        sourceLanguage: body.source_language ?? null,
      },
      sourceMediaUrls: [body.media_url],
    })
    return ctx.json(acceptedBody(job, cost))
  })
}
