import { queryOptions, useQuery } from '@tanstack/react-query'
import { Balance } from '@/lib/api/balance'
import { apiRequest } from '@/lib/http/request'
import { routePath } from '@/lib/api/routes'

/** The balance read: its key, path and schema, shared with a page's server read. */
export const BALANCE_READ = {
  queryKey: ['balance'],
  path: routePath('v1_balance_get'),
  schema: Balance,
} as const

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: BALANCE_READ.queryKey,
    queryFn: ({ signal }) =>
      apiRequest(`/api${BALANCE_READ.path}`, { signal, schema: BALANCE_READ.schema }),
    staleTime: 15_000,
  })

export function useBalance() {
  return useQuery(balanceQueryOptions())
}
