import { useRouter } from 'next/navigation'
import { useCurrentPath, useQueryParams } from '@/lib/navigation'
import { useCallback, useMemo } from 'react'
import { filtersFromSearch, searchWith, type GalleryFilters } from '@/lib/gallery/filters'
import { collectionFromSearch, collectionSearch, type Collection } from '@/lib/gallery/collection'

/** The gallery's state kept in the URL: filters and the board or stars shown (replaced) and the open item (pushed, so Back closes it). */
export function useGalleryUrl() {
  const router = useRouter()
  const pathname = useCurrentPath()
  const params = useQueryParams()
  const search = params.toString()
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(search)), [search])
  const viewId = params.get('view')
  const collection = useMemo(() => collectionFromSearch(new URLSearchParams(search)), [search])

  const setFilters = useCallback(
    (changes: Partial<GalleryFilters>) =>
      router.replace(`${pathname}${searchWith(new URLSearchParams(search), changes)}`, {
        scroll: false,
      }),
    [router, pathname, search],
  )
  const openItem = useCallback(
    (id: string | null) => {
      const next = `${pathname}${searchWith(new URLSearchParams(search), { view: id })}`
      if (id) router.push(next, { scroll: false })
      else router.replace(next, { scroll: false })
    },
    [router, pathname, search],
  )
  const setCollection = useCallback(
    (changes: Partial<Collection>) =>
      router.replace(
        `${pathname}${searchWith(new URLSearchParams(search), collectionSearch(changes))}`,
        { scroll: false },
      ),
    [router, pathname, search],
  )
  return { filters, viewId, collection, setFilters, setCollection, openItem }
}
