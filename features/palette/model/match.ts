/**
 * How well a command matches what is typed: every typed word must begin a word of its label or
 * keywords (so "gal" finds Gallery, "bg rem" finds Remove background); 0 hides it. A match at the
 * start of the label ranks first. Stricter than fuzzy matching, on purpose: a palette that shows
 * Tools for "gall" makes a person read every row.
 */
export function commandScore(search: string, words: readonly string[]): number {
  const typed = search.toLowerCase().split(/\s+/).filter(Boolean)
  if (!typed.length) return 1
  const label = (words[0] ?? '').toLowerCase()
  const known = words
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  if (!typed.every((part) => known.some((word) => word.startsWith(part)))) return 0
  return label.startsWith(typed[0]!) ? 1 : 0.5
}
