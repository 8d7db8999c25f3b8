import { useRouter } from 'next/navigation'
import { useCurrentPath, useQueryParams } from '@/lib/navigation'
import { useCallback, useMemo, useRef } from 'react'
import { filtersFromSearch, searchWith, type GalleryFilters } from '@/lib/media/history-filters'
import { collectionFromSearch, collectionSearch, type Collection } from '@/lib/media/collection'

/**
 * The gallery's state kept in the URL: filters and the board or stars shown (replaced) and the open
 * item (pushed, so Back closes it). An item opened here and closed while still the one shown goes
 * back to the entry it was opened from, however it is closed (its button, Escape, a click beside
 * it, a phone's back gesture, which asks the dialog to close instead of going back): the detail
 * takes one entry of the history, and the next Back leaves the gallery.
 */
export function useGalleryUrl() {
  const router = useRouter()
  const pathname = useCurrentPath()
  const params = useQueryParams()
  const search = params.toString()
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(search)), [search])
  const viewId = params.get('view')
  const collection = useMemo(() => collectionFromSearch(new URLSearchParams(search)), [search])

  // Filters and the collection change the URL in place (the History API, which Next's router
  // follows), as the search does: the page is not rendered again on the server and its first
  // reads sent again, only the grid redraws (docs/performance.md, "The gallery's draws"). The
  // state is null: one carrying the router's marks would be taken for the router's own write.
  const setFilters = useCallback(
    (changes: Partial<GalleryFilters>) =>
      window.history.replaceState(
        null,
        '',
        `${pathname}${searchWith(new URLSearchParams(search), changes)}`,
      ),
    [pathname, search],
  )
  // The item whose entry this page pushed, while that entry is the one shown.
  const pushedFor = useRef<string | null>(null)
  const openItem = useCallback(
    (id: string | null) => {
      const next = `${pathname}${searchWith(new URLSearchParams(search), { view: id })}`
      const onPushedEntry = viewId !== null && pushedFor.current === viewId
      if (id === null && onPushedEntry) {
        pushedFor.current = null
        router.back()
      } else if (id !== null && viewId === null) {
        pushedFor.current = id
        router.push(next, { scroll: false })
      } else {
        // Closing an item the page was opened with, or showing another in the same entry.
        pushedFor.current = onPushedEntry ? id : null
        router.replace(next, { scroll: false })
      }
    },
    [router, pathname, search, viewId],
  )
  const setCollection = useCallback(
    (changes: Partial<Collection>) =>
      window.history.replaceState(
        null,
        '',
        `${pathname}${searchWith(new URLSearchParams(search), collectionSearch(changes))}`,
      ),
    [pathname, search],
  )
  return { filters, viewId, collection, setFilters, setCollection, openItem }
}
