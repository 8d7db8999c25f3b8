import { z } from 'zod'
import { lazySchema } from './lazy-schema'
import { HttpUrl, Timestamp } from './common'

// docs/decisions.md §D6 (request body, accepted and status shapes of separation)
export const SeparationRequest = lazySchema(() =>
  z.strictObject({
    media_url: HttpUrl,
  }),
)
export type SeparationRequest = z.infer<typeof SeparationRequest>

export const SeparationAccepted = lazySchema(() =>
  z.looseObject({
    separation_id: z.string(),
    status: z.string().nullish(),
  }),
)
export type SeparationAccepted = z.infer<typeof SeparationAccepted>

export const SeparationStatus = lazySchema(() =>
  z.looseObject({
    id: z.string().nullish(),
    status: z.string(),
    vocals_url: z.string().nullish(),
    instrumental_url: z.string().nullish(),
    created_at: Timestamp.nullish(),
    credits_deducted: z.number().nullish(),
    error_message: z.string().nullish(),
  }),
)
export type SeparationStatus = z.infer<typeof SeparationStatus>

export const SEPARATION_MODEL_ID = 'mvsep-40'
