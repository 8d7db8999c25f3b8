import { useMutation, useQueryClient } from '@tanstack/react-query'
import { StoryAccepted, type StoryGenerateRequest } from '@/lib/api/story'
import { storyLabel } from '@/lib/story/story-request'
import { balanceQueryOptions } from './balance'
import { startJob } from './start-job'

export interface StoryJobInput {
  request: StoryGenerateRequest
  /** The catalog's typical time per scene x scenes, for the job tray's estimate. */
  estimatedSeconds?: number
}

/**
 * POST /v1/story/generate. Never retried: scenes are billed as they start and there is no
 * idempotency key. A started story joins the tracked jobs (see startJob), which the watcher polls.
 */
export function useStartStory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ request, estimatedSeconds }: StoryJobInput) => {
      const { accepted } = await startJob({
        kind: 'story',
        path: '/v1/story/generate',
        body: request,
        schema: StoryAccepted,
        model: request.model,
        label: storyLabel(request),
        // A story is listed once stitched: found again by model and time.
        prompt: '',
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
