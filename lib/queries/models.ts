import { queryOptions, useQuery } from '@tanstack/react-query'
import { ModelsListResponse } from '@/lib/api/models'
import { apiRequest } from '@/lib/http/request'
import { routePath } from '@/lib/api/routes'

/** The catalog read: its key, path and schema, shared with the server's first read of a page. */
export const MODELS_READ = {
  queryKey: ['models'],
  path: routePath('v1_models_list'),
  schema: ModelsListResponse,
} as const

/** The whole catalog; filtering by type happens in the browser, where it is instant. */
export const modelsQueryOptions = () =>
  queryOptions({
    queryKey: MODELS_READ.queryKey,
    queryFn: ({ signal }) =>
      apiRequest(`/api${MODELS_READ.path}`, { signal, schema: MODELS_READ.schema }),
    staleTime: 5 * 60_000,
  })

export function useModels() {
  return useQuery(modelsQueryOptions())
}
