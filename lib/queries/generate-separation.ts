import { useMutation, useQueryClient } from '@tanstack/react-query'
import { SeparationAccepted, type SeparationRequest } from '@/lib/api/separation'
import type { JobSource } from '@/lib/jobs/tracked-jobs'
import { balanceQueryOptions } from './balance'
import { startJob } from './start-job'

export interface SeparationJobInput {
  request: SeparationRequest
  label: string
  model: string
  estimatedSeconds?: number
  /** The job whose output is being split, when it came from one. */
  madeFrom?: JobSource[]
}

/** POST /v1/generate/separation, never retried; tracked on its own status route. */
export function useGenerateSeparation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({
      request,
      label,
      model,
      estimatedSeconds,
      madeFrom,
    }: SeparationJobInput) => {
      const { accepted } = await startJob({
        kind: 'separation',
        path: '/v1/generate/separation',
        body: request,
        schema: SeparationAccepted,
        model,
        label,
        prompt: '',
        ...(estimatedSeconds ? { estimatedSeconds } : {}),
        ...(madeFrom?.length ? { madeFrom } : {}),
      })
      return accepted
    },
    retry: false,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey })
    },
  })
}
