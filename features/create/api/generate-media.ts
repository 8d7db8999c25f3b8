import { GenerationAccepted } from '@/lib/api/generations'
import type { MediaGenerateRequest } from '@/lib/api/media'
import type { JobSource } from '@/lib/jobs/tracked-jobs'
import { useStartJob } from '@/lib/queries/start-job'
import { routePath } from '@/lib/api/routes'

const LABEL_LENGTH = 60

export interface MediaJobInput {
  request: MediaGenerateRequest
  /** The catalog's typical time, for the job tray's progress estimate. */
  estimatedSeconds?: number
  /** What the job is made from (lineage kept beside the tracked id). */
  action?: string
  madeFrom?: JobSource[]
}

function promptExcerpt(request: MediaGenerateRequest): string {
  const prompt = (request.prompt ?? '').trim().replace(/\s+/g, ' ')
  if (!prompt) return request.generation_type ?? request.model
  return prompt.length > LABEL_LENGTH ? `${prompt.slice(0, LABEL_LENGTH - 1)}…` : prompt
}

/**
 * POST /v1/generate/media. Never retried: credits may be spent and there is no idempotency key.
 * A started job refreshes the balance and joins the tracked jobs (see startJob).
 */
export function useGenerateMedia() {
  return useStartJob(({ request, ...job }: MediaJobInput) => ({
    kind: 'media',
    path: routePath('v1_media_generate'),
    body: request,
    schema: GenerationAccepted,
    model: request.model,
    label: promptExcerpt(request),
    prompt: request.prompt ?? '',
    ...job,
  }))
}
