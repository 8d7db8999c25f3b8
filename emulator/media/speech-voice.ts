import type { VoiceTimbre } from './formant-voice'
import { seededRandom } from './seeded-random'

export interface SpeakingVoice extends VoiceTimbre {
  basePitchHz: number
}

const LOW_VOICE = /\b(male|man|deep|bass|baritone|onyx|echo|fable)\b/i
const HIGH_VOICE = /\b(female|woman|girl|soprano|nova|shimmer|alto)\b/i
const CHILD_VOICE = /\b(child|kid|boy)\b/i

/** Maps a voice name (or any key, e.g. a language code) to a stable pitch and vocal-tract size. */
export function speakingVoice(...key: string[]): SpeakingVoice {
  const random = seededRandom('voice', ...key)
  const name = key.join(' ')
  const [low, high] = CHILD_VOICE.test(name)
    ? [230, 290]
    : HIGH_VOICE.test(name)
      ? [175, 240]
      : LOW_VOICE.test(name)
        ? [80, 120]
        : [90, 230]
  const basePitchHz = random.range(low, high)
  return {
    basePitchHz,
    formantScale: 1 + Math.min(0.3, Math.max(0, (basePitchHz - 100) / 450)),
    vibratoHz: random.range(4.5, 6),
    vibratoDepth: random.range(0.004, 0.012),
    breathiness: random.range(0.05, 0.2),
  }
}
