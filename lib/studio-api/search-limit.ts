// The search's length bound, apart from its parser: the read every search page makes imports
// this, and the parser loads only once its words are shown (docs/performance.md).

/** The longest search the studio runs: a few sentences of a prompt, never a pasted document. */
export const SEARCH_MAX_CHARS = 200

/**
 * The part of what was typed that is searched: its first SEARCH_MAX_CHARS characters, counted as
 * the route's schema counts them (whole characters, an emoji is one), never half of one. The page
 * sends no more, so a long paste is searched by its beginning instead of refused.
 */
export function searchedText(text: string): string {
  if (text.length <= SEARCH_MAX_CHARS) return text
  return Array.from(text.slice(0, SEARCH_MAX_CHARS * 2))
    .slice(0, SEARCH_MAX_CHARS)
    .join('')
}
