import { z } from 'zod'
import { lazySchema } from '@/lib/api/lazy-schema'

/**
 * A sample of a speech model's voice the account paid for (docs/decisions.md §D28): only its job
 * id is kept, its audio read again from the job's status when played. Kept in the account's
 * workspace, so a sample made on one device plays on every other without a second job.
 */
export const VoiceSample = lazySchema(() =>
  z.object({
    model: z.string().min(1).max(200),
    voice: z.string().min(1).max(200),
    generationId: z.string().min(1).max(200),
  }),
)
export type VoiceSample = z.infer<typeof VoiceSample>

/** The most samples an account keeps: far more voices than any catalog lists. */
export const MAX_VOICE_SAMPLES = 500

/** `GET /api/studio/voice-samples`, and the `PUT` that adds to them (answering the whole set). */
export const VoiceSamples = lazySchema(() =>
  z.object({ samples: z.array(VoiceSample).max(MAX_VOICE_SAMPLES) }),
)
export type VoiceSamples = z.infer<typeof VoiceSamples>

/** The workspace row (of the drafts table) that holds them. */
export const VOICE_SAMPLES_ID = 'voice-samples'

const keyOf = (s: VoiceSample) => `${s.model}\u0000${s.voice}`

/**
 * Both sets as one: a voice sampled on either side is kept once, the arriving sample in place of
 * a kept one of the same voice (made again after one that failed), newest first, at most
 * MAX_VOICE_SAMPLES.
 */
export function mergeVoiceSamples(
  kept: readonly VoiceSample[],
  arriving: readonly VoiceSample[],
): VoiceSample[] {
  const byKey = new Map<string, VoiceSample>()
  for (const sample of arriving) if (!byKey.has(keyOf(sample))) byKey.set(keyOf(sample), sample)
  for (const sample of kept) if (!byKey.has(keyOf(sample))) byKey.set(keyOf(sample), sample)
  return [...byKey.values()].slice(0, MAX_VOICE_SAMPLES)
}
