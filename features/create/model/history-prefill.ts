import { GenerationStatus } from '@/lib/api/generations'
import type { FormSnapshot } from '@/lib/studio-api/prompt-history'

/**
 * A past prompt or a preset read like the status record of a finished generation: the media
 * body's members have the status record's names, so the Create page fills its form from it the
 * way it fills a remix (`initialSelection`, `mediaDefaults` keep what the model still accepts).
 * An empty prompt (a preset saved without one) is left out, so the prompt typed stays.
 */
export function createPrefillOf(snapshot: FormSnapshot): GenerationStatus | null {
  const { prompt, model, options } = snapshot
  const status = GenerationStatus.safeParse({
    ...options,
    id: 'prefill',
    status: 'completed',
    model,
    ...(prompt ? { prompt } : { prompt: null }),
  })
  return status.success ? status.data : null
}
