'use client'

import { useCallback } from 'react'
import { searchWith } from '@/lib/media/history-filters'
import { useCurrentPath, useQueryParams } from '@/lib/navigation'

/**
 * The words Create's feed is searched by, kept in the URL (`?q=`, as the gallery keeps its own) so
 * a search can be linked and survives a reload. Written in place through the History API, which
 * Next's router follows: no server round trip, only the feed redraws. The state passed is null:
 * one carrying the router's own marks would be taken for the router's own write.
 */
export function useFeedQuery() {
  const pathname = useCurrentPath()
  const params = useQueryParams()
  const search = params.toString()
  const q = params.get('q')?.trim() ?? ''
  const setQuery = useCallback(
    (text: string) =>
      window.history.replaceState(
        null,
        '',
        `${pathname}${searchWith(new URLSearchParams(search), { q: text.trim() || null })}`,
      ),
    [pathname, search],
  )
  return { q, setQuery }
}
