import { queryOptions, useQuery } from '@tanstack/react-query'
import { Balance } from '@/lib/api/balance'
import { apiRequest } from '@/lib/http/request'

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: ['balance'],
    queryFn: ({ signal }) => apiRequest('/v1/balance', { signal, schema: Balance }),
    staleTime: 15_000,
  })

export function useBalance() {
  return useQuery(balanceQueryOptions())
}
