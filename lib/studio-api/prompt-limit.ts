// No zod here: lib/studio-api/routes.ts, which every page imports for its paths, reads this.

/**
 * The longest prompt the studio keeps (a submission, a history entry): the longest any model of
 * the catalog takes (gpt-image-2's 32,000 characters, emulator/catalog/images.ts). A shorter
 * bound refused a paid job's prompt the service had taken, and the outbox dropped the save.
 */
export const PROMPT_MAX_CHARS = 32_000

/**
 * What such a prompt may weigh in a JSON body: a UTF-16 unit is at most 3 bytes of UTF-8, and a
 * control character is written as a 6-byte escape.
 */
export const PROMPT_MAX_JSON_BYTES = 6 * PROMPT_MAX_CHARS
