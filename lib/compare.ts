/**
 * Orders machine strings (ISO times, ids) by their code units: the same order as their meaning,
 * without a collator. `localeCompare` collates as for people on every call (the review queue's
 * sorts took 46 ms of one render at Lighthouse's phone CPU), and its first call loads ICU's data.
 */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/**
 * Orders English labels people read (model names, types) as a list would: letter by letter,
 * capitals beside their small letters, without a collator. The gallery's first `localeCompare`
 * cost 38 ms of its hydration at Lighthouse's phone CPU (docs/performance.md, "Where a phone's time
 * goes").
 */
export const byWords = (a: string, b: string): number =>
  byCodeUnits(a.toLowerCase(), b.toLowerCase()) || byCodeUnits(a, b)
