import { z } from 'zod'
import { lazySchema } from './lazy-schema'
import { HttpUrl } from './common'

/** `duration`: an integer number of seconds or one of `duration_options` as written (`"5s"`). */
// docs/decisions.md §D13 (both forms name the same choice)
export const MediaDuration = lazySchema(() =>
  z.union([z.int().positive(), z.string().regex(/^[1-9]\d*s$/)], {
    error: 'must be a whole number of seconds, as an integer (5) or an option string ("5s")',
  }),
)

/**
 * POST /v1/generate/media (docs/service-contract.md §4.2). Strict: any unknown member is rejected.
 * `null` for an optional member means "not given".
 */
export const MediaGenerateRequest = lazySchema(() =>
  z.strictObject({
    model: z.string().min(1),
    prompt: z.string().nullish(),
    generation_type: z.string().min(1).nullish(),
    aspect_ratio: z.string().min(1).nullish(),
    source_media_urls: z.array(HttpUrl).nullish(),
    sound: z.boolean().nullish(),
    duration: MediaDuration.nullish(),
    resolution: z.string().min(1).nullish(),
    quality: z.string().min(1).nullish(),
    // docs/decisions.md §D13 (public clients send these; an empty negative_prompt means none)
    negative_prompt: z.string().nullish(),
    seed: z.int().min(0).max(4_294_967_295).nullish(),
    fixed_lens: z.boolean().nullish(),
  }),
)
export type MediaGenerateRequest = z.infer<typeof MediaGenerateRequest>

/** Normalizes a duration to the catalog's option form (`8` and `"8s"` both give `"8s"`). */
export function durationOption(duration: number | string): string {
  return typeof duration === 'number' ? `${duration}s` : duration
}

/** Seconds of a duration option (`"8s"` gives 8). */
export function durationSeconds(duration: number | string): number {
  return typeof duration === 'number' ? duration : Number.parseInt(duration, 10)
}
