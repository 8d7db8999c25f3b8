import { useMutation, useQueryClient } from '@tanstack/react-query'
import { GenerationAccepted } from '@/lib/api/generations'
import type { MediaGenerateRequest } from '@/lib/api/media'
import { trackedJobs, type JobSource } from '@/lib/jobs/tracked-jobs'
import { balanceQueryOptions } from './balance'
import { apiRequest } from '@/lib/http/request'

const LABEL_LENGTH = 60

export interface MediaJobInput {
  request: MediaGenerateRequest
  /** The catalog's typical time, for the job tray's progress estimate. */
  estimatedSeconds?: number
  /** What the job is made from (lineage kept beside the tracked id). */
  action?: string
  madeFrom?: JobSource[]
}

export function startMediaGeneration(request: MediaGenerateRequest) {
  return apiRequest('/v1/generate/media', {
    method: 'POST',
    body: request,
    schema: GenerationAccepted,
  })
}

function promptExcerpt(request: MediaGenerateRequest): string {
  const prompt = (request.prompt ?? '').trim().replace(/\s+/g, ' ')
  if (!prompt) return request.generation_type ?? request.model
  return prompt.length > LABEL_LENGTH ? `${prompt.slice(0, LABEL_LENGTH - 1)}…` : prompt
}

/**
 * POST /v1/generate/media. Never retried: credits may be spent and there is no idempotency key.
 * A started job refreshes the balance and joins the job tray.
 */
export function useGenerateMedia() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ request }: MediaJobInput) => startMediaGeneration(request),
    retry: false,
    onSuccess: (accepted, { request, estimatedSeconds, action, madeFrom }) => {
      void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey })
      trackedJobs.add({
        id: accepted.generation_id,
        kind: 'media',
        model: accepted.model ?? request.model,
        label: promptExcerpt(request),
        startedAt: new Date().toISOString(),
        ...(estimatedSeconds ? { estimatedSeconds } : {}),
        ...(action ? { action } : {}),
        ...(madeFrom?.length ? { madeFrom } : {}),
      })
    },
  })
}
