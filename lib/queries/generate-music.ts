import { useMutation, useQueryClient } from '@tanstack/react-query'
import { MusicAccepted, type MusicGenerateRequest } from '@/lib/api/music'
import { trackedJobs } from '@/lib/jobs/tracked-jobs'
import { apiRequest } from '@/lib/http/request'
import { balanceQueryOptions } from './balance'

export interface MusicJobInput {
  request: MusicGenerateRequest
  label: string
  estimatedSeconds?: number
}

export function startMusicGeneration(request: MusicGenerateRequest) {
  return apiRequest('/v1/generate/music', { method: 'POST', body: request, schema: MusicAccepted })
}

/** POST /v1/generate/music, never retried (credits, no idempotency key); tracked as music. */
export function useGenerateMusic() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ request }: MusicJobInput) => startMusicGeneration(request),
    retry: false,
    onSuccess: (accepted, { request, label, estimatedSeconds }) => {
      void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey })
      const seconds = accepted.estimated_time_seconds ?? estimatedSeconds
      trackedJobs.add({
        id: String(accepted.generation_id),
        kind: 'music',
        model: request.model ?? '',
        label,
        startedAt: new Date().toISOString(),
        ...(seconds ? { estimatedSeconds: seconds } : {}),
      })
    },
  })
}
