import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ConnectRequest } from '@/lib/session/schema'
import { ApiError } from '@/lib/http/api-error'
import { ANSWER_IGNORED, apiRequest } from '@/lib/http/request'
import { browserCache } from '@/lib/browser-cache'

/**
 * Connects a key (or a demo account): everything fetched belonged to the previous key, and the
 * browser cache now reads the new account's entries.
 */
export function useConnect() {
  const queryClient = useQueryClient()
  return useMutation({
    // The answer's schema loads with the call: the sign-in page starts without zod.
    mutationFn: async (input: ConnectRequest) => {
      const { SessionState } = await import('@/lib/session/session-state')
      return apiRequest('/api/session', { method: 'POST', body: input, schema: SessionState })
    },
    onSuccess: (session) => {
      queryClient.clear()
      browserCache.connect(session.scope ?? null)
    },
  })
}

/** Signs out: nothing fetched or kept in this browser for any account stays behind. */
export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest('/api/session', { method: 'DELETE', schema: ANSWER_IGNORED }),
    onSuccess: () => {
      queryClient.clear()
      browserCache.clear()
    },
    // Signed out on this browser even though the store did not record it: nothing cached stays.
    onError: (error) => {
      if (!isSignOutNotRecorded(error)) return
      queryClient.clear()
      browserCache.clear()
    },
  })
}

/** The sign-out cleared this browser's cookie but the studio could not record it (by its code). */
export function isSignOutNotRecorded(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'signout_not_recorded'
}
