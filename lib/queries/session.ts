import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { SessionState, type ConnectRequest } from '@/lib/session/schema'
import { apiRequest } from '@/lib/http/request'
import { browserCache } from '@/lib/browser-cache'

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: ({ signal }) => apiRequest('/session', { signal, schema: SessionState }),
  })

/** @public the signed-in state, for the session and sign-out work of wave 2 */
export function useSession() {
  return useQuery(sessionQueryOptions())
}

/**
 * Connects a key (or a demo account): everything fetched belonged to the previous key, and the
 * browser cache now reads the new account's entries.
 */
export function useConnect() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ConnectRequest) =>
      apiRequest('/session', { method: 'POST', body: input, schema: SessionState }),
    onSuccess: (session) => {
      queryClient.clear()
      browserCache.setScope(session.scope ?? null)
    },
  })
}

/** Signs out: nothing fetched or kept in this browser for any account stays behind. */
export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest('/session', { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.clear()
      browserCache.clear()
    },
  })
}
