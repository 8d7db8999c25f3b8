import { formatDate } from '@/lib/format'
import { hitPicture, hitTitle } from '@/lib/media/search-hits'
import { useSearch } from '@/lib/queries/search'
import { parseSearch } from '@/lib/studio-api/search-query'
import type { PaletteCommand, PaletteSource } from '@/features/palette/model/palette-source'

/** Results the palette lists: the best few; the gallery holds the rest of the search. */
const SHOWN = 8

/** A search worth sending: two characters of words, or any key (`starred`, `tag:hero`). */
export function searchable(query: string): boolean {
  const { tokens } = parseSearch(query)
  return tokens.some((t) => t.key !== 'word' || t.value.length >= 2)
}

/** Where a result opens: its detail in the gallery, over the same search; an order on its page. */
export function resultHref(query: string, kind: string, id: string, recordId: string): string {
  if (kind === 'premium') return `/orders/${encodeURIComponent(id)}`
  return `/gallery?${new URLSearchParams({ q: query.trim(), view: recordId })}`
}

/**
 * Everything the account made, found by what is typed (words, `tag:hero`, `rated:5`, `kind:song`…),
 * searched on the server: each row is the result itself (its picture, words, model and date), and
 * choosing it opens the result, not a form.
 */
export const resultsSource: PaletteSource = {
  id: 'results',
  heading: 'Your results',
  searched: true,
  useCommands: (query) => {
    const enabled = searchable(query)
    const { hits } = useSearch({ q: query.trim() }, { enabled, pageSize: SHOWN })
    if (!enabled) return []
    return hits.map((hit): PaletteCommand => ({
      id: `${hit.kind}:${hit.id}`,
      label: hitTitle(hit),
      detail: [hit.modelName, formatDate(hit.createdAt)].filter(Boolean).join(' · '),
      picture: hitPicture(hit),
      perform: { href: resultHref(query, hit.kind, hit.id, hit.record.id) },
    }))
  },
}
