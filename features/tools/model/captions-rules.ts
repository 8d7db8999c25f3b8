import { captionsCost, type CaptionQuality, type CaptionsCost } from '@/lib/api/captions'
import { CAPTIONS_MAX_SECONDS } from '@/lib/api/decisions'
import { formatSeconds } from '@/lib/format'

/** Why a video of this length cannot be captioned (docs/service-contract.md §8: at most 30 minutes), or null. */
export function captionsLengthProblem(seconds: number | null): string | null {
  if (seconds === null || seconds <= CAPTIONS_MAX_SECONDS) return null
  return `This video is ${formatSeconds(seconds)} long: captions take videos up to ${formatSeconds(CAPTIONS_MAX_SECONDS)}. Trim it, then try again.`
}

/**
 * The estimate before submit: the catalog's transcription price (per quality) plus the render fee
 * per second of the video's duration as the browser reads it; null until the duration is known.
 */
export function captionsEstimate(
  transcriptionCredits: number,
  quality: CaptionQuality,
  seconds: number | null,
): CaptionsCost | null {
  return seconds === null ? null : captionsCost(transcriptionCredits, quality, seconds)
}
