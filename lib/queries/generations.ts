import { queryOptions, useQuery } from '@tanstack/react-query'
import { GENERATIONS_LIST_MAX_LIMIT } from '@/lib/api/decisions'
import { GenerationsListResponse } from '@/lib/api/generations'
import type { GenerationsFilters } from '@/lib/media/history-filters'
import { apiRequest } from '@/lib/http/request'
import { routePath } from '@/lib/api/routes'

/** Only the filters that are set, so `{}` is the key prefix of every filtered list. */
function activeFilters(filters: GenerationsFilters): GenerationsFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => Boolean(value)))
}

/** The history read for some filters: key, path and schema, shared with a page's server read. */
export function generationsRead(filters: GenerationsFilters) {
  const active = activeFilters(filters)
  const query = new URLSearchParams({ ...active, limit: String(GENERATIONS_LIST_MAX_LIMIT) })
  return {
    queryKey: ['generations', active] as const,
    path: `${routePath('v1_generations_list')}?${query}`,
    schema: GenerationsListResponse,
  }
}

export function fetchGenerations(filters: GenerationsFilters, signal?: AbortSignal) {
  const { path, schema } = generationsRead(filters)
  return apiRequest(`/api${path}`, { signal, schema })
}

/**
 * The history list for some filters. `generationsQueryOptions().queryKey` (no filters) matches
 * every filtered list too, because React Query matches object keys partially.
 */
export const generationsQueryOptions = (filters: GenerationsFilters = {}) =>
  queryOptions({
    queryKey: generationsRead(filters).queryKey,
    queryFn: ({ signal }) => fetchGenerations(filters, signal),
  })

export function useGenerations(filters: GenerationsFilters) {
  return useQuery(generationsQueryOptions(filters))
}
