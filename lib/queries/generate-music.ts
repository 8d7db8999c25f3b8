import { useMutation, useQueryClient } from '@tanstack/react-query'
import { MUSIC_DEFAULT_MODEL, MusicAccepted, type MusicGenerateRequest } from '@/lib/api/music'
import { balanceQueryOptions } from './balance'
import { startJob } from './start-job'

export interface MusicJobInput {
  request: MusicGenerateRequest
  label: string
  estimatedSeconds?: number
}

/** POST /v1/generate/music, never retried (credits, no idempotency key); tracked as music. */
export function useGenerateMusic() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ request, label, estimatedSeconds }: MusicJobInput) => {
      const { accepted } = await startJob({
        kind: 'music',
        path: '/v1/generate/music',
        body: request,
        schema: MusicAccepted,
        model: request.model ?? MUSIC_DEFAULT_MODEL,
        label,
        prompt: request.prompt ?? '',
        ...(estimatedSeconds ? { estimatedSeconds } : {}),
      })
      return accepted
    },
    retry: false,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey })
    },
  })
}
