import { useMutation, useQueryClient } from '@tanstack/react-query'
import { StoryAccepted, type StoryGenerateRequest } from '@/lib/api/story'
import { apiRequest } from '@/lib/http/request'
import { trackedJobs } from '@/lib/jobs/tracked-jobs'
import { storyLabel } from '@/lib/story/story-request'
import { balanceQueryOptions } from './balance'

export interface StoryJobInput {
  request: StoryGenerateRequest
  /** The catalog's typical time per scene x scenes, for the job tray's estimate. */
  estimatedSeconds?: number
}

export function startStory(request: StoryGenerateRequest) {
  return apiRequest('/v1/story/generate', { method: 'POST', body: request, schema: StoryAccepted })
}

/**
 * POST /v1/story/generate. Never retried: scenes are billed as they start and there is no
 * idempotency key. A started story joins the job tray, which keeps it polled.
 */
export function useStartStory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ request }: StoryJobInput) => startStory(request),
    retry: false,
    onSuccess: (accepted, { request, estimatedSeconds }) => {
      void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey })
      trackedJobs.add({
        id: accepted.story_job_id,
        kind: 'story',
        model: request.model,
        label: storyLabel(request),
        startedAt: new Date().toISOString(),
        ...(estimatedSeconds ? { estimatedSeconds } : {}),
      })
    },
  })
}
