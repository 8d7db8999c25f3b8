import { z } from 'zod'
import { HttpUrl } from './common'

export const CAPTION_QUALITIES = ['auto', 'best'] as const

/** POST /v1/generate/captions (spec 4.2). */
export const CaptionsRequest = z.strictObject({
  media_url: HttpUrl,
  quality: z.enum(CAPTION_QUALITIES).default('auto'),
  language: z.string().min(2).nullish(),
})
export type CaptionsRequest = z.infer<typeof CaptionsRequest>

export const CAPTIONS_MODEL_ID = 'auto-caption'
