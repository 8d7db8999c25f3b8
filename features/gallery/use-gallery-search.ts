'use client'

import { useCallback, useMemo } from 'react'
import type { GalleryFilters } from '@/lib/media/history-filters'
import { searchWith } from '@/lib/media/history-filters'
import { useCurrentPath, useQueryParams } from '@/lib/navigation'
import { useSearch } from '@/lib/queries/search'

/** Results one page of the gallery's search holds: a few screens of tiles. */
const PAGE_SIZE = 60

/**
 * The gallery's search, kept in the URL (`?q=`, so a search can be linked) beside its filters.
 * Words, keys or a model chosen (a family, which the service's history cannot filter by) turn the
 * grid into the search index's results, combined with the status and type chosen; with none, the
 * grid is the history as the service lists it.
 */
export function useGallerySearch(filters: GalleryFilters) {
  const pathname = useCurrentPath()
  const params = useQueryParams()
  const search = params.toString()
  const q = params.get('q')?.trim() ?? ''
  const active = Boolean(q || filters.model)
  const found = useSearch(
    { q, status: filters.status, type: filters.type, model: filters.model },
    { enabled: active, pageSize: PAGE_SIZE },
  )
  // The words change the URL in place (the History API, which Next's router follows): no server
  // round trip re-renders the page for each search, only the grid redraws (bench/search.mjs).
  // The state passed is null: a state carrying the router's own marks (`window.history.state`)
  // is taken for the router's own write, and the page would not follow the new URL.
  const setQuery = useCallback(
    (text: string) =>
      window.history.replaceState(
        null,
        '',
        `${pathname}${searchWith(new URLSearchParams(search), { q: text || null })}`,
      ),
    [pathname, search],
  )
  /** Back to everything: no words, no filter (a board or the stars stay, they are the page's). */
  const clearAll = useCallback(
    () =>
      window.history.replaceState(
        null,
        '',
        `${pathname}${searchWith(new URLSearchParams(search), { q: null, status: null, model: null, type: null })}`,
      ),
    [pathname, search],
  )
  const records = useMemo(() => found.hits.map((hit) => hit.record), [found.hits])
  return { q, active, setQuery, clearAll, found, records }
}
