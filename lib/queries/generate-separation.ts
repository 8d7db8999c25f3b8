import { useMutation, useQueryClient } from '@tanstack/react-query'
import { SeparationAccepted, type SeparationRequest } from '@/lib/api/separation'
import { trackedJobs, type JobSource } from '@/lib/jobs/tracked-jobs'
import { apiRequest } from '@/lib/http/request'
import { balanceQueryOptions } from './balance'

export interface SeparationJobInput {
  request: SeparationRequest
  label: string
  model: string
  estimatedSeconds?: number
  /** The job whose output is being split, when it came from one. */
  madeFrom?: JobSource[]
}

export function startSeparation(request: SeparationRequest) {
  return apiRequest('/v1/generate/separation', {
    method: 'POST',
    body: request,
    schema: SeparationAccepted,
  })
}

/** POST /v1/generate/separation, never retried; tracked on its own status route. */
export function useGenerateSeparation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ request }: SeparationJobInput) => startSeparation(request),
    retry: false,
    onSuccess: (accepted, { label, model, estimatedSeconds, madeFrom }) => {
      void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey })
      trackedJobs.add({
        id: accepted.separation_id,
        kind: 'separation',
        model,
        label,
        startedAt: new Date().toISOString(),
        ...(estimatedSeconds ? { estimatedSeconds } : {}),
        ...(madeFrom?.length ? { madeFrom } : {}),
      })
    },
  })
}
