import { queryOptions, useQuery } from '@tanstack/react-query'
import { Balance } from '@/lib/api/balance'
import { apiRequest } from '@/lib/http/request'
import { routePath } from '@/lib/api/routes'

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: ['balance'],
    queryFn: ({ signal }) => apiRequest(routePath('v1_balance_get'), { signal, schema: Balance }),
    staleTime: 15_000,
  })

export function useBalance() {
  return useQuery(balanceQueryOptions())
}
