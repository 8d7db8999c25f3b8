import { z } from 'zod'
import { lazySchema } from './lazy-schema'
import { EXTEND_PRICES, type ExtendTier } from './decisions'

const TIERS = Object.keys(EXTEND_PRICES) as [ExtendTier, ...ExtendTier[]]

// docs/decisions.md §D1 (extend body; the service reads source_task_id from its own record)
export const ExtendRequest = lazySchema(() =>
  z.strictObject({
    source_generation_id: z.string().min(1),
    prompt: z.string().nullish(),
    tier: z.enum(TIERS),
  }),
)
export type ExtendRequest = z.infer<typeof ExtendRequest>

// docs/decisions.md §D11 (finalize-draft body; the response is Generation accepted)
export const FinalizeDraftRequest = lazySchema(() =>
  z.strictObject({
    generation_id: z.string().min(1),
  }),
)
export type FinalizeDraftRequest = z.infer<typeof FinalizeDraftRequest>
