import { z } from 'zod'
import { lazySchema } from './lazy-schema'
import { HttpUrl } from './common'

export const CAPTION_QUALITIES = ['auto', 'best'] as const
export type CaptionQuality = (typeof CAPTION_QUALITIES)[number]

/** POST /v1/generate/captions (docs/service-contract.md §4.2). `language` goes with quality best only. */
export const CaptionsRequest = lazySchema(() =>
  z.strictObject({
    media_url: HttpUrl,
    quality: z.enum(CAPTION_QUALITIES).default('auto'),
    language: z.string().min(2).nullish(),
  }),
)
export type CaptionsRequest = z.infer<typeof CaptionsRequest>

export const CAPTIONS_MODEL_ID = 'auto-caption'

// docs/decisions.md §D19 (the service says only "transcription plus a per-second render fee")
export const CAPTIONS_RENDER_CREDITS_PER_SECOND = 1
export const CAPTIONS_BEST_TRANSCRIPTION_FACTOR = 2

export interface CaptionsCost {
  transcription: number
  render: number
  total: number
}

/**
 * Credits of a captions job: the catalog's transcription price (twice that for quality best) plus
 * the render fee per started second of video.
 */
export function captionsCost(
  transcriptionCredits: number,
  quality: CaptionQuality,
  videoSeconds: number,
): CaptionsCost {
  const factor = quality === 'best' ? CAPTIONS_BEST_TRANSCRIPTION_FACTOR : 1
  const transcription = transcriptionCredits * factor
  const render = Math.ceil(videoSeconds) * CAPTIONS_RENDER_CREDITS_PER_SECOND
  return { transcription, render, total: transcription + render }
}
