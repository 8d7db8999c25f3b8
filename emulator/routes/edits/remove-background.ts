import { randomUUID } from 'node:crypto'
import {
  REMOVE_BACKGROUND_EXTENSIONS,
  REMOVE_BACKGROUND_MAX_BYTES,
  REMOVE_BACKGROUND_MODEL_ID,
  RemoveBackgroundRequest,
} from '@/lib/api'
import type { RouteHandler } from '../../http/route-context'
import { withJobInput } from '../../inputs/job-input'
import { acceptedBody, charge, startJob } from '../support'
import { estimateOf, serviceModel, wrongMedia } from './support'

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp']
const PARAM = 'image_url'

const notAccepted = (what: string) =>
  wrongMedia(PARAM, `${what}; send one .jpg, .jpeg, .png or .webp image`, [
    ...REMOVE_BACKGROUND_EXTENSIONS,
  ])

function extensionOf(url: string): string | null {
  return /\.([a-z0-9]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase() ?? null
}

/**
 * POST /v1/generate/remove-background {image_url}: one jpg/png/webp image (by the URL's extension,
 * or without one by the response type, and always by content) of at most 5 MB; flat price.
 */
export const removeBackgroundRoute: RouteHandler<'v1_remove_background'> = async (ctx) => {
  const body = await ctx.body(RemoveBackgroundRequest)
  const ext = extensionOf(body.image_url)
  if (ext && !(REMOVE_BACKGROUND_EXTENSIONS as readonly string[]).includes(ext)) {
    throw notAccepted(`.${ext} files are not accepted`)
  }
  const model = serviceModel(ctx, REMOVE_BACKGROUND_MODEL_ID)
  const options = {
    param: PARAM,
    jobId: randomUUID(),
    maxBytes: REMOVE_BACKGROUND_MAX_BYTES,
    tooLargeStatus: 400,
    checkType: (type: string) => {
      if (!ext && !IMAGE_TYPES.includes(type))
        throw notAccepted(`the response type is ${type || 'missing'}`)
    },
  }
  return withJobInput(ctx, body.image_url, options, async (input) => {
    const mime = input.probe?.mime
    if (!mime || !IMAGE_TYPES.includes(mime))
      throw notAccepted(`the content is ${mime ?? 'no image'}`)
    const cost = model.cost_per_generation
    charge(ctx, cost)
    const job = await startJob(ctx, {
      id: options.jobId,
      kind: 'remove-background',
      model: model.model_id,
      prompt: '',
      generationType: 'remove-background',
      estimatedSeconds: estimateOf(model),
      creditsDeducted: cost,
      params: { inputFile: input.name },
      sourceMediaUrls: [body.image_url],
    })
    return ctx.json(acceptedBody(job, cost))
  })
}
