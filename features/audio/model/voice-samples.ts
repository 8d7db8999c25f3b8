import { createListenerStore } from '@/lib/jobs/listener-store'
import { studioPaths } from '@/lib/studio-api/routes'
import { VoiceSample, mergeVoiceSamples } from '@/lib/studio-api/voice-samples'
import { queueWrite } from '@/lib/workspace-sync/outbox'

/**
 * Samples of the speech model's voices the account paid for (docs/decisions.md §D28): the service
 * offers no preview audio, so a sample is one short speech job made on request. Only its job id
 * is kept, per account, in this browser's cache and in the account's workspace (so it plays on
 * every device of the account); its audio is read again from the job's status (free) when played,
 * so an expired link never stops a sample from playing, and a voice is paid for once.
 */
export type { VoiceSample }

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

const store = createListenerStore('voice-samples', VoiceSample, (s) => sampleKey(s.model, s.voice))

export const voiceSamples = {
  ...store,
  /** Keeps a new sample here at once, and for the account's other devices. */
  add(sample: VoiceSample) {
    store.add(sample)
    queueWrite({ method: 'PUT', path: studioPaths.voiceSamples, body: { samples: [sample] } })
  },
  /** Takes in the samples other devices of the account made (read from the workspace). */
  mergeWorkspace(remote: readonly VoiceSample[]) {
    const mine = store.reload()
    // This browser's own sample of a voice stands; the others' voices join it.
    const merged = mergeVoiceSamples(remote, mine)
    if (merged.length !== mine.length) store.write(merged)
  },
}
