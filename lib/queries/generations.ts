import { queryOptions, useQuery } from '@tanstack/react-query'
import { GENERATIONS_LIST_MAX_LIMIT } from '@/lib/api/decisions'
import { GenerationsListResponse } from '@/lib/api/generations'
import type { GenerationsFilters } from '@/lib/gallery/filters'
import { apiRequest } from '@/lib/http/request'
import { routePath } from '@/lib/api/routes'

/** Only the filters that are set, so `{}` is the key prefix of every filtered list. */
function activeFilters(filters: GenerationsFilters): GenerationsFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => Boolean(value)))
}

export function fetchGenerations(filters: GenerationsFilters, signal?: AbortSignal) {
  const query = new URLSearchParams({
    ...activeFilters(filters),
    limit: String(GENERATIONS_LIST_MAX_LIMIT),
  })
  return apiRequest(`${routePath('v1_generations_list')}?${query}`, {
    signal,
    schema: GenerationsListResponse,
  })
}

/**
 * The history list for some filters. `generationsQueryOptions().queryKey` (no filters) matches
 * every filtered list too, because React Query matches object keys partially.
 */
export const generationsQueryOptions = (filters: GenerationsFilters = {}) =>
  queryOptions({
    queryKey: ['generations', activeFilters(filters)],
    queryFn: ({ signal }) => fetchGenerations(filters, signal),
  })

export function useGenerations(filters: GenerationsFilters) {
  return useQuery(generationsQueryOptions(filters))
}
