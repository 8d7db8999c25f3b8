import type { DialogueGenerateRequest } from '@/lib/api/dialogue'
import type { MusicGenerateRequest } from '@/lib/api/music'
import { handOver } from './hand-over'

/** A speech request in the spec's form: its `text` is what each row of a run replaces. */
export type SpeechRequest = Extract<DialogueGenerateRequest, { text: string }>

/**
 * The Audio page's song or speech form, handed to a run: the form's request as it is at the
 * click, and which of its texts each row of the run replaces (the song's prompt, lyrics or
 * description; the words spoken). Set by "Make a run" on the form (features/audio), taken by the
 * audio run builder the Audio page places (features/runs/run-from-audio.tsx), as Create hands its
 * composer over (./run-seed.ts).
 */
export type AudioRunSeed =
  | {
      kind: 'music'
      field: 'prompt' | 'lyrics' | 'song_description'
      text: string
      request: MusicGenerateRequest
    }
  | { kind: 'speech'; field: 'text'; text: string; request: SpeechRequest }

export const audioRunSeed = handOver<AudioRunSeed>()
