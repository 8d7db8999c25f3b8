import { z } from 'zod'
import { lazySchema } from './lazy-schema'
import { HttpUrl } from './common'

// docs/decisions.md §D7 (field name of the remove-background body)
export const RemoveBackgroundRequest = lazySchema(() =>
  z.strictObject({
    image_url: HttpUrl,
  }),
)
export type RemoveBackgroundRequest = z.infer<typeof RemoveBackgroundRequest>

/** Inputs accepted by remove-background (docs/service-contract.md §4.2): one image, at most 5 MB. */
export const REMOVE_BACKGROUND_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const

export const REMOVE_BACKGROUND_MODEL_ID = 'remove-background'
