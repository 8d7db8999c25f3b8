import type { DialogueGenerateRequest } from '@/lib/api/dialogue'
import { GenerationAccepted } from '@/lib/api/generations'
import { useStartJob } from '@/lib/queries/start-job'
import { routePath } from '@/lib/api/routes'

export interface DialogueJobInput {
  request: DialogueGenerateRequest
  label: string
  /** The catalog's speech model, when the request names none. */
  model?: string
  estimatedSeconds?: number
}

/** POST /v1/generate/dialogue, never retried; tracked on the media route (docs/service-contract.md §4.4). */
export function useGenerateDialogue() {
  return useStartJob(({ request, label, model, estimatedSeconds }: DialogueJobInput) => ({
    kind: 'media',
    action: 'speech',
    path: routePath('v1_dialogue_generate'),
    body: request,
    schema: GenerationAccepted,
    model: ('model' in request && request.model) || model || '',
    label,
    // The service strips audio tags from the text it lists: found again by model and time.
    prompt: '',
    ...(estimatedSeconds ? { estimatedSeconds } : {}),
  }))
}
