export type Vowel = 'a' | 'e' | 'i' | 'o' | 'u'
export type Onset = 'fricative' | 'plosive' | 'nasal' | 'liquid'

/** One sung or spoken syllable: an optional consonant onset followed by a vowel. Times in seconds. */
export interface VoiceSyllable {
  start: number
  duration: number
  pitchHz: number
  /** Pitch at the end of the syllable (glides linearly); defaults to pitchHz. */
  endPitchHz?: number
  vowel: Vowel
  onset?: Onset
  loudness?: number
}

export interface VoiceTimbre {
  /** Multiplies all formant frequencies: ~1 adult male, ~1.17 adult female, ~1.3 child. */
  formantScale: number
  vibratoHz: number
  /** Vibrato depth as a fraction of the pitch (0.02 = ±2 %). */
  vibratoDepth: number
  breathiness: number
}

/** First three formants (Hz) of each vowel, adult male averages. */
const FORMANTS: Record<Vowel, readonly [number, number, number]> = {
  a: [730, 1090, 2440],
  e: [530, 1840, 2480],
  i: [270, 2290, 3010],
  o: [570, 840, 2410],
  u: [300, 870, 2240],
}
const NASAL_FORMANTS = [250, 1000, 2200] as const
const FORMANT_GAINS = [1, 0.55, 0.25] as const
const FORMANT_BANDWIDTHS = [90, 120, 170] as const
const ONSET_SECONDS: Record<Onset, number> = {
  fricative: 0.075,
  plosive: 0.035,
  nasal: 0.05,
  liquid: 0.04,
}
const COEFFICIENT_UPDATE_FRAMES = 32

/** A band-pass biquad (RBJ, 0 dB peak) used as one vocal-tract resonance. */
class Resonator {
  private b0 = 0
  private a1 = 0
  private a2 = 0
  private x1 = 0
  private x2 = 0
  private y1 = 0
  private y2 = 0

  tune(frequency: number, bandwidth: number, sampleRate: number): void {
    const w0 = (2 * Math.PI * Math.min(frequency, sampleRate * 0.45)) / sampleRate
    const alpha = Math.sin(w0) / (2 * (frequency / bandwidth))
    this.b0 = alpha / (1 + alpha)
    this.a1 = (-2 * Math.cos(w0)) / (1 + alpha)
    this.a2 = (1 - alpha) / (1 + alpha)
  }

  process(x: number): number {
    const y = this.b0 * (x - this.x2) - this.a1 * this.y1 - this.a2 * this.y2
    this.x2 = this.x1
    this.x1 = x
    this.y2 = this.y1
    this.y1 = y
    return y
  }
}

/**
 * A tiny formant synthesiser: a glottal sawtooth (plus breath noise) through three resonators
 * whose frequencies glide between vowels. Stateful; render strictly in order.
 */
export class FormantVoice {
  private readonly resonators = [new Resonator(), new Resonator(), new Resonator()]
  private readonly formants = [500, 1500, 2500]
  private readonly smoothing: { amplitude: number; noise: number; formant: number; pitch: number }
  private index = 0
  private frame = 0
  private phase = 0
  private vibratoPhase = 0
  private pitch = 0
  private amplitude = 0
  private noiseAmplitude = 0
  private noiseState = 0x9e3779b9
  private previousNoise = 0

  constructor(
    private readonly syllables: readonly VoiceSyllable[],
    private readonly sampleRate: number,
    private readonly timbre: VoiceTimbre,
  ) {
    const perFrame = (seconds: number) => 1 - Math.exp(-1 / (seconds * sampleRate))
    this.smoothing = {
      amplitude: perFrame(0.012),
      noise: perFrame(0.004),
      formant: perFrame(0.03),
      pitch: perFrame(0.02),
    }
    this.pitch = syllables[0]?.pitchHz ?? 120
  }

  /** Adds the next `frames` frames to `out` (interleaved with `channels`), scaled by `gain`. */
  renderInto(out: Float32Array, frames: number, channels: number, gain: number): void {
    const { sampleRate, timbre, smoothing } = this
    for (let f = 0; f < frames; f++, this.frame++) {
      const t = this.frame / sampleRate
      const target = this.targetAt(t)
      if (this.frame % COEFFICIENT_UPDATE_FRAMES === 0) this.retune(target.formants)
      this.amplitude += (target.voiced - this.amplitude) * smoothing.amplitude
      this.noiseAmplitude += (target.noise - this.noiseAmplitude) * smoothing.noise
      this.pitch += (target.pitchHz - this.pitch) * smoothing.pitch
      if (this.amplitude < 1e-4 && this.noiseAmplitude < 1e-4) continue

      this.vibratoPhase += timbre.vibratoHz / sampleRate
      const pitch =
        this.pitch * (1 + timbre.vibratoDepth * Math.sin(2 * Math.PI * this.vibratoPhase))
      this.phase = (this.phase + pitch / sampleRate) % 1
      const noise = this.whiteNoise()
      const glottal =
        (1 - 2 * this.phase) * this.amplitude + noise * timbre.breathiness * this.amplitude
      let voiced = 0
      for (let k = 0; k < 3; k++) voiced += this.resonators[k]!.process(glottal) * FORMANT_GAINS[k]!
      const hiss = (noise - this.previousNoise) * 0.5 * this.noiseAmplitude
      this.previousNoise = noise
      const sample = (voiced * 2.2 + hiss * 0.35) * gain
      for (let c = 0; c < channels; c++) out[f * channels + c]! += sample
    }
  }

  /** What the voice should be doing at time t: loudness of voicing and hiss, pitch and formants. */
  private targetAt(t: number): {
    voiced: number
    noise: number
    pitchHz: number
    formants: readonly number[]
  } {
    while (this.index < this.syllables.length && t >= endOf(this.syllables[this.index]!))
      this.index++
    const syllable = this.syllables[this.index]
    if (!syllable || t < syllable.start)
      return { voiced: 0, noise: 0, pitchHz: this.pitch, formants: this.formants }
    const local = t - syllable.start
    const onsetSeconds = syllable.onset ? ONSET_SECONDS[syllable.onset] : 0
    const loudness = syllable.loudness ?? 1
    const progress = local / syllable.duration
    const pitchHz =
      syllable.pitchHz + ((syllable.endPitchHz ?? syllable.pitchHz) - syllable.pitchHz) * progress
    const vowelFormants = FORMANTS[syllable.vowel]
    if (local >= onsetSeconds)
      return { voiced: loudness, noise: 0, pitchHz, formants: vowelFormants }
    switch (syllable.onset) {
      case 'fricative':
        return { voiced: 0, noise: loudness, pitchHz, formants: vowelFormants }
      case 'plosive':
        return {
          voiced: 0,
          noise: local > onsetSeconds * 0.5 ? loudness : 0,
          pitchHz,
          formants: vowelFormants,
        }
      case 'nasal':
        return { voiced: loudness * 0.5, noise: 0, pitchHz, formants: NASAL_FORMANTS }
      default:
        return { voiced: loudness * 0.7, noise: 0, pitchHz, formants: FORMANTS.u }
    }
  }

  private retune(target: readonly number[]): void {
    const step = 1 - Math.pow(1 - this.smoothing.formant, COEFFICIENT_UPDATE_FRAMES)
    for (let k = 0; k < 3; k++) {
      this.formants[k]! += ((target[k] ?? 0) - this.formants[k]!) * step
      const frequency = this.formants[k]! * this.timbre.formantScale
      this.resonators[k]!.tune(frequency, FORMANT_BANDWIDTHS[k]!, this.sampleRate)
    }
  }

  private whiteNoise(): number {
    // xorshift32: deterministic noise, so the same input renders the same bytes.
    let x = this.noiseState
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    this.noiseState = x >>> 0
    return this.noiseState / 2147483648 - 1
  }
}

function endOf(syllable: VoiceSyllable): number {
  return syllable.start + syllable.duration
}
