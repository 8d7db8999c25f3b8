import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DialogueGenerateRequest } from '@/lib/api/dialogue'
import { GenerationAccepted } from '@/lib/api/generations'
import { trackedJobs } from '@/lib/jobs/tracked-jobs'
import { apiRequest } from '@/lib/http/request'
import { balanceQueryOptions } from './balance'

export interface DialogueJobInput {
  request: DialogueGenerateRequest
  label: string
  estimatedSeconds?: number
}

export function startDialogue(request: DialogueGenerateRequest) {
  return apiRequest('/v1/generate/dialogue', {
    method: 'POST',
    body: request,
    schema: GenerationAccepted,
  })
}

/** POST /v1/generate/dialogue, never retried; tracked on the media route (spec 4.4). */
export function useGenerateDialogue() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ request }: DialogueJobInput) => startDialogue(request),
    retry: false,
    onSuccess: (accepted, { request, label, estimatedSeconds }) => {
      void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey })
      trackedJobs.add({
        id: accepted.generation_id,
        kind: 'media',
        action: 'speech',
        model: accepted.model ?? ('model' in request ? (request.model ?? '') : ''),
        label,
        startedAt: new Date().toISOString(),
        ...(estimatedSeconds ? { estimatedSeconds } : {}),
      })
    },
  })
}
