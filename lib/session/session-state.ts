import { z } from 'zod'

// Apart from the connect form's schemas (./schema.ts): every studio page reads the session, and
// only /connect and the server need to check a pasted key.

/** Names of the emulator's demo accounts; their keys never leave the server. */
export const DEMO_ACCOUNT_NAMES = ['creator', 'team', 'readonly', 'empty'] as const
export type DemoAccountName = (typeof DEMO_ACCOUNT_NAMES)[number]

export const SessionState = z.object({
  connected: z.boolean(),
  keyHint: z.string().nullable(),
  demo: z.enum(DEMO_ACCOUNT_NAMES).nullable(),
  /** Names this account's cache in the browser (a hash, never the key); null when signed out. */
  scope: z.string().nullable().optional(),
  embeddedEmulator: z.boolean().optional(),
  balanceAvailable: z.boolean().optional(),
  /** Where the studio opens for this key (a sign-in's answer): Create, or the gallery. */
  home: z.enum(['/create', '/gallery']).optional(),
})
export type SessionState = z.infer<typeof SessionState>
