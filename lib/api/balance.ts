import { z } from 'zod'
import { lazySchema } from './lazy-schema'

/**
 * The team member's view of the shared wallet (docs/service-contract.md §2.9 names the content, not the members).
 */
// docs/decisions.md §D14 (member names of `team`)
export const BalanceTeam = lazySchema(() =>
  z.looseObject({
    team_id: z.string().nullish(),
    team_name: z.string().nullish(),
    role: z.string().nullish(),
    /** Per-member monthly limit in credits; null means no limit. */
    monthly_limit_credits: z.number().nullish(),
    cycle_used_credits: z.number().nullish(),
    /** Credits the member may still spend this cycle (limit minus usage, capped by the wallet). */
    headroom_credits: z.number().nullish(),
    cycle_resets_at: z.string().nullish(),
  }),
)
export type BalanceTeam = z.infer<typeof BalanceTeam>

/** GET /v1/balance (docs/service-contract.md §2.9). */
export const Balance = lazySchema(() =>
  z.looseObject({
    credits: z.number(),
    message: z.string().nullish(),
    purchase_url: z.string().nullish(),
    team: BalanceTeam.nullish(),
  }),
)
export type Balance = z.infer<typeof Balance>
