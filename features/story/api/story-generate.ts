import { StoryAccepted, type StoryGenerateRequest } from '@/lib/api/story'
import { storyLabel } from '@/features/story/model/story-request'
import { useStartJob } from '@/lib/queries/start-job'
import { routePath } from '@/lib/api/routes'

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
  return useStartJob(({ request, estimatedSeconds }: StoryJobInput) => ({
    kind: 'story',
    path: routePath('v1_story_generate'),
    body: request,
    schema: StoryAccepted,
    model: request.model,
    label: storyLabel(request),
    // A story is listed once stitched: found again by model and time.
    prompt: '',
    ...(estimatedSeconds ? { estimatedSeconds } : {}),
  }))
}
