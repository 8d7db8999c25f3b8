import { SeparationAccepted, type SeparationRequest } from '@/lib/api/separation'
import type { JobSource } from '@/lib/jobs/tracked-jobs'
import { useStartJob } from '@/lib/queries/start-job'
import { routePath } from '@/lib/api/routes'

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
  return useStartJob(
    ({ request, label, model, estimatedSeconds, madeFrom }: SeparationJobInput) => ({
      kind: 'separation',
      path: routePath('v1_separation_generate'),
      body: request,
      schema: SeparationAccepted,
      model,
      label,
      prompt: '',
      ...(estimatedSeconds ? { estimatedSeconds } : {}),
      ...(madeFrom?.length ? { madeFrom } : {}),
    }),
  )
}
