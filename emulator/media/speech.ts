import { seededRandom } from './seeded-random'
import { planSpeech, speechSecondsFor } from './speech-plan'
import { speakingVoice } from './speech-voice'
import { assertOutputPath, assertString } from './validate'
import { voiceTrack } from './voice-track'
import { writeSynthesisedAudio } from './write-audio'

export const MAX_SPEECH_CHARACTERS = 10_000

export interface RenderSpeechOptions {
  text: string
  voice: string
  outFile: string
}

/**
 * Writes an MP3 of speech-like syllables following the text (vowels, consonant onsets, pauses at
 * punctuation, falling/rising intonation), ~14 characters per second; the voice name sets the pitch.
 */
export async function renderSpeech(
  o: RenderSpeechOptions,
): Promise<{ durationSeconds: number; format: 'mp3'; fileSize: number }> {
  const text = assertString('text', o.text, { nonEmpty: true, maxLength: MAX_SPEECH_CHARACTERS })
  const voiceName = assertString('voice', o.voice)
  const outFile = assertOutputPath('outFile', o.outFile)

  const voice = speakingVoice(voiceName)
  const seconds = speechSecondsFor(text)
  const syllables = planSpeech(text, voice.basePitchHz, seconds, seededRandom('speech', text))
  const written = await writeSynthesisedAudio(voiceTrack(syllables, voice, seconds), outFile, 'mp3')
  return { ...written, format: 'mp3' }
}
