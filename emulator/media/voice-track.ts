import { FormantVoice, type VoiceSyllable, type VoiceTimbre } from './formant-voice'
import type { PcmSource } from './pcm'

const SPEECH_SAMPLE_RATE = 24_000

/** A mono PCM source that speaks the given syllables for exactly `seconds`. */
export function voiceTrack(
  syllables: readonly VoiceSyllable[],
  timbre: VoiceTimbre,
  seconds: number,
): PcmSource {
  const voice = new FormantVoice(syllables, SPEECH_SAMPLE_RATE, timbre)
  return {
    sampleRate: SPEECH_SAMPLE_RATE,
    channels: 1,
    frameCount: Math.round(seconds * SPEECH_SAMPLE_RATE),
    render: (out, frames) => voice.renderInto(out, frames, 1, 0.65),
  }
}
