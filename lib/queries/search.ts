import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { apiRequest } from '@/lib/http/request'
import { studioPaths } from '@/lib/studio-api/routes'
import { searchedText } from '@/lib/studio-api/search-limit'
import type { SearchAnswer } from '@/lib/studio-api/search'

const NO_PAGES: readonly SearchAnswer[] = []

/** Every search's key starts so: a change of marks reads them all again. */
export const SEARCH_KEY = ['workspace', 'search'] as const
const KEY = SEARCH_KEY

/** The answers' schemas load with the first answer, not with the page (docs/performance.md). */
const schemas = () => import('@/lib/studio-api/search')

/** The answers' schemas, asked for ahead (a page idle before its first search). */
export const preloadSearchSchemas = () => void schemas()

/** What a search asks for: the words typed (keys included) and a feature's own filters. */
export interface SearchFilters {
  q: string
  status?: string
  type?: string
  model?: string
}

export function searchPath(filters: SearchFilters, limit: number, after: string | null) {
  // What was typed past the searched part is not sent: the route would refuse it whole.
  const params = new URLSearchParams({ q: searchedText(filters.q), limit: String(limit) })
  for (const name of ['status', 'type', 'model'] as const) {
    if (filters[name]) params.set(name, filters[name])
  }
  if (after) params.set('after', after)
  return `${studioPaths.search}?${params}`
}

/** One page of results: its own query, so a page read once is not read again for the next. */
function pageQuery(filters: SearchFilters, pageSize: number, cursor: string | null) {
  return {
    queryKey: [...KEY, 'results', filters, pageSize, cursor],
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      apiRequest(searchPath(filters, pageSize, cursor), {
        schema: (await schemas()).SearchAnswer,
        signal,
      }),
    staleTime: 10_000,
  }
}

/**
 * Everything the account made matching `filters`, a page at a time (`fetchNextPage`), for the
 * gallery, the palette and the Create feed alike. The previous results stay on screen while the
 * next words (or the next page) are read, so typing never flashes an empty list. One query reads
 * the pages through each page's own (what an infinite query would do, without its code, or that
 * of a query per page, on a page's first load).
 */
export function useSearch(filters: SearchFilters, { enabled = true, pageSize = 30 } = {}) {
  const key = JSON.stringify([filters, pageSize])
  const [more, setMore] = useState<{ key: string; after: string[] }>({ key, after: [] })
  const after = more.key === key ? more.after : []
  const read = useQuery({
    queryKey: [...KEY, 'pages', filters, pageSize, after],
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    queryFn: async ({ client }) => {
      const pages = []
      for (const cursor of [null, ...after])
        pages.push(await client.fetchQuery(pageQuery(filters, pageSize, cursor)))
      return pages
    },
  })
  const pages = read.data ?? NO_PAGES
  const last = pages.at(-1)
  // The same list while the answer is the same: what is drawn from it (the gallery's grid, the
  // feed) is not worked out again on every render of the page (docs/performance.md).
  const hits = useMemo(() => pages.flatMap((page) => page.hits), [pages])
  return {
    hits,
    first: pages[0] ?? null,
    isPending: enabled && read.isPending,
    error: read.error,
    hasNextPage: Boolean(last?.next),
    isFetchingNextPage: after.length > 0 && read.isPlaceholderData,
    fetchNextPage: () => {
      if (last?.next) setMore({ key, after: [...after, last.next] })
    },
  }
}

/** Results per model, for a model filter (grouped by family on the page). */
export function useModelCounts(enabled = true) {
  return useQuery({
    queryKey: [...KEY, 'models'],
    enabled,
    queryFn: async ({ signal }) =>
      apiRequest(studioPaths.searchModels, { schema: (await schemas()).ModelCounts, signal }),
    staleTime: 30_000,
  })
}
