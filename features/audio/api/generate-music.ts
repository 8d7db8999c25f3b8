import { MUSIC_DEFAULT_MODEL, MusicAccepted, type MusicGenerateRequest } from '@/lib/api/music'
import { useStartJob } from '@/lib/queries/start-job'
import { routePath } from '@/lib/api/routes'

export interface MusicJobInput {
  request: MusicGenerateRequest
  label: string
  estimatedSeconds?: number
}

/** POST /v1/generate/music, never retried (credits, no idempotency key); tracked as music. */
export function useGenerateMusic() {
  return useStartJob(({ request, label, estimatedSeconds }: MusicJobInput) => ({
    kind: 'music',
    path: routePath('v1_music_generate'),
    body: request,
    schema: MusicAccepted,
    model: request.model ?? MUSIC_DEFAULT_MODEL,
    label,
    prompt: request.prompt ?? '',
    ...(estimatedSeconds ? { estimatedSeconds } : {}),
  }))
}
