export type Instrument = 'pad' | 'bass' | 'pluck' | 'kick' | 'snare' | 'hat'

export interface NoteEvent {
  start: number
  duration: number
  frequency: number
  instrument: Instrument
  velocity: number
  /** -1 (left) .. 1 (right). */
  pan: number
}

export interface InstrumentVoice {
  /** How long the note keeps sounding after its duration ends (seconds). */
  release: number
  /** Mono sample `t` seconds after the note started; `frame` is the absolute frame (for noise). */
  sample(t: number, note: NoteEvent, frame: number): number
}

// Hot helpers stay in this module: cross-module calls are slow under tsx (getter per call).
const TABLE_SIZE = 4096
const SINE_TABLE = Float32Array.from({ length: TABLE_SIZE + 1 }, (_, i) =>
  Math.sin((2 * Math.PI * i) / TABLE_SIZE),
)

/** sin(2π·cycles) by table lookup with linear interpolation. */
function sine(cycles: number): number {
  const position = (cycles - Math.floor(cycles)) * TABLE_SIZE
  const index = position | 0
  const a = SINE_TABLE[index]!
  return a + (SINE_TABLE[index + 1]! - a) * (position - index)
}

/** Stateless white noise keyed by frame number, so renders are reproducible. */
function noiseAt(frame: number): number {
  let x = Math.imul(frame ^ 0x5bd1e995, 0x27d4eb2d)
  x ^= x >>> 15
  x = Math.imul(x, 0x85ebca6b)
  x ^= x >>> 13
  return (x >>> 0) / 2147483648 - 1
}

function envelope(t: number, duration: number, attack: number, release: number): number {
  if (t < attack) return t / attack
  if (t <= duration) return 1
  return Math.max(0, 1 - (t - duration) / release)
}

export const INSTRUMENTS: Record<Instrument, InstrumentVoice> = {
  pad: {
    release: 0.8,
    sample(t, note) {
      const f = note.frequency * t
      const tone = sine(f) + 0.3 * sine(2 * f) + sine(f * 1.004) + 0.15 * sine(3.002 * f)
      return 0.09 * tone * envelope(t, note.duration, 0.35, 0.8)
    },
  },
  bass: {
    release: 0.08,
    sample(t, note) {
      const f = note.frequency * t
      return (
        0.5 *
        (sine(f) + 0.3 * sine(2 * f)) *
        Math.exp(-t * 2.2) *
        envelope(t, note.duration, 0.006, 0.08)
      )
    },
  },
  pluck: {
    release: 0.5,
    sample(t, note) {
      const f = note.frequency * t
      const tone =
        sine(f) + 0.45 * sine(2 * f) * Math.exp(-t * 9) + 0.2 * sine(3 * f) * Math.exp(-t * 14)
      return 0.32 * tone * Math.exp(-t * 3.5) * envelope(t, note.duration + 0.5, 0.004, 0.05)
    },
  },
  kick: {
    release: 0,
    sample(t) {
      // Pitch falls from ~130 Hz to 45 Hz: integrate the frequency curve for the phase.
      const cycles = 45 * t + (85 / 25) * (1 - Math.exp(-25 * t))
      return 0.8 * sine(cycles) * Math.exp(-t * 8)
    },
  },
  snare: {
    release: 0,
    sample(t, _note, frame) {
      return 0.3 * noiseAt(frame) * Math.exp(-t * 18) + 0.25 * sine(185 * t) * Math.exp(-t * 20)
    },
  },
  hat: {
    release: 0,
    sample(t, _note, frame) {
      return 0.12 * (noiseAt(frame) - noiseAt(frame - 1)) * Math.exp(-t * 55)
    },
  },
}
