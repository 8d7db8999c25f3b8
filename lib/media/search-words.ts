import { formatCount, formatDate } from '@/lib/format'
import type { IndexCoverage } from '@/lib/studio-api/search'

// A search's answer in words (docs/search.md): how many matched and what the index
// holds of the history, never a field name or a date format.

const results = (n: number) => `${formatCount(n)} ${n === 1 ? 'result' : 'results'}`

/** What the search covers: everything, or from which day the index may miss older results. */
export function coverageWords(coverage: IndexCoverage): string {
  if (coverage.complete) return `Searching all ${results(coverage.items)} you made.`
  if (coverage.items === 0 || !coverage.completeSince) {
    return 'Reading your history: results show as the studio finds them.'
  }
  return (
    `Searching ${results(coverage.items)}. Anything made before ` +
    `${formatDate(coverage.completeSince)} may be missing while the studio reads the rest of your history.`
  )
}

/** How many matched, for the line above the results; `byMatch` when words rank them. */
export function matchWords(
  total: { count: number; more: boolean } | null,
  shown: number,
  byMatch: boolean,
): string {
  const order = byMatch ? 'best match first' : 'newest first'
  if (!total) return `${results(shown)} shown, ${order}`
  if (total.more) return `More than ${results(total.count)}, ${order}`
  return `${results(total.count)}, ${order}`
}

/**
 * The same for a view that shows some kinds only (Create's feed: images and videos): how many it
 * shows of all that matched, the rest being the gallery's (songs, voices, stories).
 */
export function shownOfMatchWords(
  total: { count: number; more: boolean } | null,
  shown: number,
  read: number,
  byMatch: boolean,
  noun: [one: string, many: string],
): string {
  const all = matchWords(total, read, byMatch)
  if (shown >= read) return all
  return `${formatCount(shown)} ${shown === 1 ? noun[0] : noun[1]} of ${all[0]!.toLowerCase()}${all.slice(1)}`
}
