import { queryOptions, useQuery } from '@tanstack/react-query'
import { ModelsListResponse } from '@/lib/api/models'
import { apiRequest } from '@/lib/http/request'
import { routePath } from '@/lib/api/routes'

/** The whole catalog; filtering by type happens in the browser, where it is instant. */
export const modelsQueryOptions = () =>
  queryOptions({
    queryKey: ['models'],
    queryFn: ({ signal }) =>
      apiRequest(routePath('v1_models_list'), { signal, schema: ModelsListResponse }),
    staleTime: 5 * 60_000,
  })

export function useModels() {
  return useQuery(modelsQueryOptions())
}
