import type { Onset, VoiceSyllable, Vowel } from './formant-voice'
import type { Instrument, NoteEvent } from './instruments'
import type { SeededRandom } from './seeded-random'

export interface SongPlan {
  notes: NoteEvent[]
  /** The "vocal" line (sung vowels), empty when instrumental. */
  vocal: VoiceSyllable[]
}

interface Style {
  scale: readonly number[]
  progression: readonly number[]
  bpm: number
  drums: boolean
}

const MAJOR = [0, 2, 4, 5, 7, 9, 11]
const MINOR = [0, 2, 3, 5, 7, 8, 10]
const MAJOR_PROGRESSIONS = [
  [0, 4, 5, 3],
  [0, 5, 3, 4],
  [0, 3, 0, 4],
  [5, 3, 0, 4],
  [0, 3, 4, 4],
]
const MINOR_PROGRESSIONS = [
  [0, 5, 2, 6],
  [0, 3, 4, 0],
  [0, 6, 5, 6],
  [0, 5, 3, 4],
]
const SUNG_VOWELS: readonly Vowel[] = ['a', 'o', 'u', 'e', 'a', 'o']
const SUNG_ONSETS: readonly (Onset | undefined)[] = [
  undefined,
  'liquid',
  'nasal',
  undefined,
  'plosive',
]

const midiToHz = (midi: number) => 440 * 2 ** ((midi - 69) / 12)

/** Reads a few mood words from the prompt, fills in the rest from the prompt hash. */
function chooseStyle(prompt: string, random: SeededRandom): Style {
  const sad = /\b(sad|dark|melanchol\w*|minor|night|rain\w*|lonely|moody)\b/i.test(prompt)
  const calm = /\b(calm|ambient|sleep\w*|relax\w*|meditat\w*|soft|gentle|piano|lo-?fi)\b/i.test(
    prompt,
  )
  const energetic = /\b(energetic|dance|edm|upbeat|fast|rock|party|techno|house)\b/i.test(prompt)
  const minor = sad || (!energetic && random.chance(0.4))
  return {
    scale: minor ? MINOR : MAJOR,
    progression: random.pick(minor ? MINOR_PROGRESSIONS : MAJOR_PROGRESSIONS),
    bpm: Math.round(
      calm ? random.range(68, 88) : energetic ? random.range(118, 132) : random.range(84, 120),
    ),
    drums: !calm && (energetic || random.chance(0.75)),
  }
}

/** Composes a looping chord progression with pad, bass, a plucked melody, drums and optionally a vocal line. */
export function planSong(
  prompt: string,
  seconds: number,
  instrumental: boolean,
  random: SeededRandom,
): SongPlan {
  const style = chooseStyle(prompt, random)
  const beat = 60 / style.bpm
  const bar = beat * 4
  const rootMidi = random.int(40, 47)
  /** MIDI note of scale degree `degree` (may exceed 7) above the root. */
  const degreeMidi = (degree: number) =>
    rootMidi + 12 * Math.floor(degree / 7) + (style.scale[((degree % 7) + 7) % 7] ?? 0)
  const notes: NoteEvent[] = []
  const vocal: VoiceSyllable[] = []
  const add = (
    instrument: Instrument,
    start: number,
    duration: number,
    midi: number,
    velocity: number,
    pan: number,
  ) => {
    if (start < seconds)
      notes.push({ instrument, start, duration, frequency: midiToHz(midi), velocity, pan })
  }
  const rhythm = Array.from({ length: 16 }, (_, step) => step % 4 === 0 || random.chance(0.45))
  const bassPattern = random.pick([
    [0, 2],
    [0, 1.5, 2, 3.5],
    [0, 0.5, 2, 2.5],
    [0, 1, 2, 3],
  ])
  let melodyDegree = 7 + random.int(0, 4)

  for (let barIndex = 0; barIndex * bar < seconds; barIndex++) {
    const barStart = barIndex * bar
    const chordRoot = style.progression[barIndex % style.progression.length] ?? 0
    const chord = [0, 2, 4].map((third) => chordRoot + third)
    chord.forEach((degree, k) =>
      add('pad', barStart, bar, degreeMidi(degree) + 12, 0.8, (k - 1) * 0.5),
    )
    for (const at of bassPattern)
      add('bass', barStart + at * beat, beat * 0.9, degreeMidi(chordRoot), 0.9, 0)

    const intro = barIndex === 0 && seconds > 8
    if (!intro) {
      rhythm.forEach((on, step) => {
        if (!on || random.chance(0.15)) return
        // Strong steps land on chord tones; the rest wander by small steps through the scale.
        melodyDegree =
          step % 4 === 0 ? nearestChordTone(melodyDegree, chord) : melodyDegree + random.int(-2, 2)
        melodyDegree = Math.min(14, Math.max(5, melodyDegree))
        add(
          'pluck',
          barStart + (step * beat) / 4,
          beat / 2,
          degreeMidi(melodyDegree) + 12,
          step % 4 === 0 ? 0.9 : 0.65,
          0.35,
        )
      })
    }
    if (style.drums && !intro) {
      for (let b = 0; b < 4; b++) {
        const at = barStart + b * beat
        if (b % 2 === 0) add('kick', at, 0.5, 0, 1, 0)
        else add('snare', at, 0.3, 0, 0.8, 0.1)
        add('hat', at + beat / 2, 0.1, 0, 0.7, -0.3)
      }
    }
    if (!instrumental && !intro && barIndex % 4 < 3)
      vocal.push(...sungBar(barStart, beat, chord, degreeMidi, random))
  }
  return { notes, vocal }
}

function nearestChordTone(degree: number, chord: number[]): number {
  const candidates = chord.flatMap((tone) => [tone + 7, tone + 14])
  return candidates.reduce((best, tone) =>
    Math.abs(tone - degree) < Math.abs(best - degree) ? tone : best,
  )
}

/** One bar of sung vowels on chord tones (quarter and half notes), centred in the mix. */
function sungBar(
  barStart: number,
  beat: number,
  chord: number[],
  degreeMidi: (degree: number) => number,
  random: SeededRandom,
): VoiceSyllable[] {
  const syllables: VoiceSyllable[] = []
  for (let at = 0; at < 4;) {
    const length = random.pick([1, 1, 2])
    const midi = degreeMidi(random.pick(chord) + 7)
    syllables.push({
      start: barStart + at * beat,
      duration: Math.min(length, 4 - at) * beat * 0.92,
      pitchHz: midiToHz(midi),
      vowel: random.pick(SUNG_VOWELS),
      onset: random.pick(SUNG_ONSETS),
    })
    at += length
  }
  return syllables
}
