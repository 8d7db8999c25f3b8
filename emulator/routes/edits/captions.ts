import { randomUUID } from 'node:crypto'
import {
  CAPTIONS_MAX_SECONDS,
  CAPTIONS_MODEL_ID,
  CaptionsRequest,
  captionsCost,
  UPLOAD_MAX_BYTES,
} from '@/lib/api'
import { apiError, invalidParam } from '../../http/api-error'
import type { RouteHandler } from '../../http/route-context'
import { withJobInput } from '../../inputs/job-input'
import { charge, startJob } from '../support'
import { checkUrlKind, estimateOf, serviceModel, videoSeconds } from './support'

const PARAM = 'media_url'

/** `language` picks the language of quality best; with auto it would be silently unused. */
function languageOf(body: CaptionsRequest): string | null {
  const language = body.language ?? null
  if (body.quality === 'best' && !language) {
    throw invalidParam('language', 'quality best needs the spoken language (e.g. "en")')
  }
  if (body.quality === 'auto' && language) {
    throw invalidParam('language', 'quality auto detects the language; send quality best to set it')
  }
  return language
}

/**
 * POST /v1/generate/captions: a video of at most 30 minutes. Billed as transcription plus the
 * per-second render fee, both checked before anything is billed, so an unaffordable job bills
 * nothing (no transcription without its render). Answers with `{generation_id}` (docs/service-contract.md §2.2).
 */
export const captionsRoute: RouteHandler<'v1_captions_generate'> = async (ctx) => {
  const body = await ctx.body(CaptionsRequest)
  const language = languageOf(body)
  checkUrlKind(body.media_url, PARAM, 'video')
  const model = serviceModel(ctx, CAPTIONS_MODEL_ID)
  const jobId = randomUUID()
  const options = { param: PARAM, jobId, maxBytes: UPLOAD_MAX_BYTES }
  return withJobInput(ctx, body.media_url, options, async (input) => {
    const seconds = videoSeconds(input, PARAM)
    if (seconds > CAPTIONS_MAX_SECONDS) {
      throw apiError('invalid_input', `${PARAM}: the video is longer than 30 minutes`, {
        param: PARAM,
        duration_seconds: seconds,
        max_seconds: CAPTIONS_MAX_SECONDS,
      })
    }
    const cost = captionsCost(model.cost_per_generation, body.quality, seconds)
    charge(ctx, cost.total)
    const job = await startJob(ctx, {
      id: jobId,
      kind: 'captions',
      model: model.model_id,
      prompt: '',
      generationType: 'captions',
      estimatedSeconds: estimateOf(model),
      creditsDeducted: cost.total,
      params: { inputFile: input.name, durationSeconds: seconds, language, quality: body.quality },
      sourceMediaUrls: [body.media_url],
    })
    return ctx.json({ generation_id: job.id })
  })
}
