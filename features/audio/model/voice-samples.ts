import { z } from 'zod'
import { createListenerStore } from '@/lib/jobs/listener-store'

/**
 * Samples of the speech model's voices the account paid for (docs/decisions.md §D28): the service
 * offers no preview audio, so a sample is one short speech job made on request. Only its job id
 * is kept, per account; its audio is read again from the job's status (free) when played, so an
 * expired link never stops a sample from playing, and a voice is paid for once.
 */
export const VoiceSample = z.object({
  model: z.string().min(1),
  voice: z.string().min(1),
  generationId: z.string().min(1),
})
export type VoiceSample = z.infer<typeof VoiceSample>

/** The one line every sample speaks: short (cheap, quick) and the same for every voice. */
export const SAMPLE_LINE = 'Hello! This is how I sound when I read your words aloud.'

export const sampleKey = (model: string, voice: string) => `${model}\u0000${voice}`

/** The kept sample of a voice on a model, if any. */
export function sampleOf(
  samples: readonly VoiceSample[],
  model: string,
  voice: string,
): VoiceSample | null {
  return samples.find((s) => s.model === model && s.voice === voice) ?? null
}

export const voiceSamples = createListenerStore('voice-samples', VoiceSample, (s) =>
  sampleKey(s.model, s.voice),
)
