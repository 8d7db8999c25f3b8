/** What a result is, as the `kind:` key of a search names it (lib/studio-api/search-query.ts). */
export const RESULT_KINDS = [
  'image',
  'video',
  'song',
  'speech',
  'stems',
  'story',
  'order',
  'tool',
] as const
export type ResultKind = (typeof RESULT_KINDS)[number]

/** A tag as kept: lower case letters, digits, `-` and `_`, at most 40 of them. */
export const TAG_PATTERN = /^[\p{Ll}\p{Lo}\p{N}_-]{1,40}$/u
export const normalTag = (text: string) => text.trim().toLowerCase().replace(/^#/, '')
