import { planSong } from './music-plan'
import { seededRandom } from './seeded-random'
import { songSource } from './song-synth'
import {
  assertBoolean,
  assertNumberInRange,
  assertOptionalSeed,
  assertOutputPath,
  assertString,
} from './validate'
import { writeSynthesisedAudio } from './write-audio'

export const MAX_MUSIC_SECONDS = 600

export interface RenderMusicOptions {
  prompt: string
  durationSeconds: number
  instrumental: boolean
  outFile: string
  seed?: number
}

/**
 * Writes an MP3 (44.1 kHz stereo, 160 kb/s) of a procedural song: key, tempo, chords and melody
 * come from the prompt hash; mood words (calm, sad, dance...) steer it. With `instrumental: false`
 * a formant-synthesised "singer" joins in the centre of the mix.
 */
export async function renderMusic(
  o: RenderMusicOptions,
): Promise<{ durationSeconds: number; format: 'mp3'; fileSize: number }> {
  const prompt = assertString('prompt', o.prompt)
  const seconds = assertNumberInRange('durationSeconds', o.durationSeconds, 0.5, MAX_MUSIC_SECONDS)
  const instrumental = assertBoolean('instrumental', o.instrumental)
  const seed = assertOptionalSeed(o.seed)
  const outFile = assertOutputPath('outFile', o.outFile)

  const plan = planSong(prompt, seconds, instrumental, seededRandom('music', prompt, seed))
  const written = await writeSynthesisedAudio(songSource(plan, seconds), outFile, 'mp3')
  return { ...written, format: 'mp3' }
}
