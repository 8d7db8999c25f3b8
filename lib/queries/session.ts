import { useMutation, useQueryClient } from '@tanstack/react-query'
import { SessionState, type ConnectRequest } from '@/lib/session/schema'
import { apiRequest } from '@/lib/http/request'

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
  })
}
