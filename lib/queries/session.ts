import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { SessionState, type ConnectRequest } from '@/lib/session/schema'
import { apiRequest } from '@/lib/http/request'

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: ({ signal }) => apiRequest('/session', { signal, schema: SessionState }),
  })

/** @public the signed-in state, for the session and sign-out work of wave 2 */
export function useSession() {
  return useQuery(sessionQueryOptions())
}

/** Connects a key (or a demo account); everything cached belonged to the previous key. */
export function useConnect() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ConnectRequest) =>
      apiRequest('/session', { method: 'POST', body: input, schema: SessionState }),
    onSuccess: () => queryClient.clear(),
  })
}

export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest('/session', { method: 'DELETE' }),
    onSuccess: () => queryClient.clear(),
    // Signed out on this browser even though the store did not record it: nothing cached stays.
    onError: (error) => {
      if (isSignOutNotRecorded(error)) queryClient.clear()
    },
  })
}

/** The sign-out cleared this browser's cookie but the studio could not record it (by its code). */
export function isSignOutNotRecorded(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'signout_not_recorded'
}
