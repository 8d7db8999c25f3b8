import { z } from 'zod'
import { DEMO_ACCOUNT_NAMES } from './session-state'

/**
 * The key travels in an HTTP header, which carries only visible ASCII: a key with an accent, a
 * CJK character or a control character cannot be a key, and is refused before anything is sent.
 */
export const API_KEY_SHAPE = /^[\x21-\x7e]+$/

export const ApiKeyInput = z.strictObject({
  apiKey: z
    .string()
    .trim()
    .min(1, { message: 'Paste your API key.' })
    .max(512, { message: 'That is too long to be an API key.' })
    .regex(/^\S+$/, { message: 'An API key has no spaces.' })
    .regex(API_KEY_SHAPE, {
      message:
        'An API key has only plain letters, digits and symbols (no accents or other scripts).',
    }),
})

/** Body of `POST /api/session`: a pasted key, or the name of a demo account. */
export const ConnectRequest = z.union([
  ApiKeyInput,
  z.strictObject({ demo: z.enum(DEMO_ACCOUNT_NAMES) }),
])
export type ConnectRequest = z.infer<typeof ConnectRequest>
