import { z } from 'zod'

/** The most characters a name a person gives (a board's, a preset's) may have. */
export const GIVEN_NAME_MAX_CHARS = 80

/**
 * Characters a name is refused for. Controls (a tab, a line break, a NUL) break the line it is
 * shown on. Bidirectional controls (U+061C, U+200E/F, U+202A to U+202E, U+2066 to U+2069) reorder
 * what follows them when it is shown: a preset a teammate shares could read as another file
 * name or another person's. A zero-width joiner is kept, as emoji are made with it.
 */
const REFUSED = /[\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/

/**
 * The name a person gives something, as the studio keeps it: trimmed, 1 to 80 characters, no
 * control of either kind, and well formed (an emoji cut in half becomes U+FFFD, which the database
 * can store). `thing` names it in the refusals: "Give the board a name."
 */
export const givenName = (thing: string) =>
  z
    .string()
    .trim()
    .min(1, `Give the ${thing} a name.`)
    .max(GIVEN_NAME_MAX_CHARS, `A ${thing} name has at most ${GIVEN_NAME_MAX_CHARS} characters.`)
    .refine((v) => !REFUSED.test(v), `A ${thing} name cannot hold control characters.`)
    .transform((v) => v.toWellFormed())
