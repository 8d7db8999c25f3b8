import type { Onset, VoiceSyllable, Vowel } from './formant-voice'
import type { SeededRandom } from './seeded-random'

const CHARS_PER_SECOND = 14
const VOWELS: Record<string, Vowel> = { a: 'a', e: 'e', i: 'i', o: 'o', u: 'u', y: 'i' }
const ONSETS: Record<string, Onset> = {
  ...Object.fromEntries([...'szfvhxcj'].map((c) => [c, 'fricative' as const])),
  ...Object.fromEntries([...'pbtdkgq'].map((c) => [c, 'plosive' as const])),
  m: 'nasal',
  n: 'nasal',
  l: 'liquid',
  r: 'liquid',
  w: 'liquid',
}
const VOWEL_CYCLE: readonly Vowel[] = ['a', 'e', 'i', 'o', 'u']
const PAUSE_AFTER: Record<string, number> = {
  ',': 0.22,
  ';': 0.26,
  ':': 0.26,
  '.': 0.42,
  '!': 0.42,
  '?': 0.42,
}

/** How long reading `text` aloud takes: ~14 characters per second, at least one second. */
export function speechSecondsFor(text: string): number {
  return Math.max(1, text.replace(/\s+/g, ' ').trim().length / CHARS_PER_SECOND)
}

/**
 * Turns text into timed syllables: vowels pick formants, the consonant before each vowel picks the
 * onset, punctuation adds pauses, and each sentence falls in pitch (questions rise at the end).
 * The plan is stretched to exactly `seconds`.
 */
export function planSpeech(
  text: string,
  basePitchHz: number,
  seconds: number,
  random: SeededRandom,
): VoiceSyllable[] {
  const syllables: VoiceSyllable[] = []
  let time = 0.08
  let sentence: VoiceSyllable[] = []
  const endSentence = (question: boolean) => {
    shapeIntonation(sentence, basePitchHz, question)
    sentence = []
  }
  for (const token of tokenize(text)) {
    if (token in PAUSE_AFTER) {
      time += PAUSE_AFTER[token] ?? 0
      if ('.!?'.includes(token)) endSentence(token === '?')
      continue
    }
    for (const [index, part] of wordSyllables(token).entries()) {
      const duration = 0.15 + (part.onset ? 0.05 : 0) + part.coda * 0.03 + random.range(-0.02, 0.02)
      const stressed = index === 0 && token.length > 3 // first syllable of a longer word
      const syllable = {
        start: time,
        duration,
        pitchHz: basePitchHz,
        vowel: part.vowel,
        onset: part.onset,
        loudness: stressed ? 1 : 0.8,
      }
      syllables.push(syllable)
      sentence.push(syllable)
      time += duration
    }
    time += 0.06
  }
  endSentence(false)
  const last = syllables.at(-1)
  const spokenUntil = last ? last.start + last.duration : time
  // Trailing pauses (after a final full stop) would only be silence: stretch the spoken part instead.
  return stretchTo(syllables, seconds / (spokenUntil + 0.12))
}

/** Babble for dubbing: random words and phrases in a voice, filling `seconds`. */
export function planBabble(
  basePitchHz: number,
  seconds: number,
  random: SeededRandom,
): VoiceSyllable[] {
  const syllables: VoiceSyllable[] = []
  let time = 0.25
  let phrase: VoiceSyllable[] = []
  while (time < seconds - 0.5) {
    const words = random.int(3, 8)
    for (let w = 0; w < words && time < seconds - 0.5; w++) {
      for (let s = random.int(1, 3); s > 0 && time < seconds - 0.4; s--) {
        const onset = random.chance(0.7)
          ? random.pick<Onset>(['fricative', 'plosive', 'nasal', 'liquid'])
          : undefined
        const duration = random.range(0.13, 0.22) + (onset ? 0.04 : 0)
        const syllable = {
          start: time,
          duration,
          pitchHz: basePitchHz,
          vowel: random.pick(VOWEL_CYCLE),
          onset,
          loudness: random.range(0.75, 1),
        }
        syllables.push(syllable)
        phrase.push(syllable)
        time += duration
      }
      time += random.range(0.04, 0.1)
    }
    shapeIntonation(phrase, basePitchHz, random.chance(0.2))
    phrase = []
    time += random.range(0.3, 0.6)
  }
  return syllables
}

function tokenize(text: string): string[] {
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  return plain.match(/[\p{L}\p{N}']+|[.,;:!?]/gu) ?? []
}

interface SyllablePart {
  vowel: Vowel
  onset?: Onset
  coda: number
}

function wordSyllables(word: string): SyllablePart[] {
  const parts: SyllablePart[] = []
  let consonant: string | undefined
  let previousWasVowel = false
  for (const char of word) {
    const vowel =
      VOWELS[char] ??
      (/[a-z']/.test(char) ? undefined : VOWEL_CYCLE[(char.codePointAt(0) ?? 0) % 5])
    if (vowel && !(previousWasVowel && char in VOWELS)) {
      parts.push({ vowel, onset: consonant ? ONSETS[consonant] : undefined, coda: 0 })
      consonant = undefined
    } else if (!vowel) {
      consonant = char
      const last = parts.at(-1)
      if (last) last.coda++
    }
    previousWasVowel = vowel !== undefined
  }
  return parts.length > 0
    ? parts
    : [{ vowel: 'e', onset: consonant ? ONSETS[consonant] : undefined, coda: 0 }]
}

/** Declining pitch across a phrase, a glide at its end (up for questions), gentle per-syllable movement. */
function shapeIntonation(phrase: VoiceSyllable[], basePitchHz: number, question: boolean): void {
  phrase.forEach((syllable, index) => {
    const progress = phrase.length > 1 ? index / (phrase.length - 1) : 1
    const wobble = 1 + 0.05 * Math.sin(index * 2.1)
    syllable.pitchHz =
      basePitchHz * (1.12 - 0.22 * progress) * wobble * (isStressed(syllable) ? 1.08 : 1)
    syllable.endPitchHz = syllable.pitchHz * 0.97
  })
  const last = phrase.at(-1)
  if (last) last.endPitchHz = last.pitchHz * (question ? 1.35 : 0.82)
}

/** Louder syllables are the stressed ones; they are also pitched a little higher. */
function isStressed(syllable: VoiceSyllable): boolean {
  return (syllable.loudness ?? 1) > 0.9
}

function stretchTo(syllables: VoiceSyllable[], factor: number): VoiceSyllable[] {
  return syllables.map((s) => ({ ...s, start: s.start * factor, duration: s.duration * factor }))
}
