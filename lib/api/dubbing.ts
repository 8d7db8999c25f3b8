import { z } from 'zod'
import { lazySchema } from './lazy-schema'
import { HttpUrl } from './common'

export const DUBBING_MAX_LANGUAGES = 10

// docs/decisions.md §D5 (dubbing body; tracked on the media status route, one output per language)
export const DubbingRequest = lazySchema(() =>
  z.strictObject({
    media_url: HttpUrl,
    target_languages: z
      .array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'must be a language code'))
      .min(1)
      // docs/decisions.md §D5 (each language is a separate render)
      .max(DUBBING_MAX_LANGUAGES),
    source_language: z.string().min(2).nullish(),
  }),
)
export type DubbingRequest = z.infer<typeof DubbingRequest>

export const DUBBING_MODEL_ID = 'auto-dub'
