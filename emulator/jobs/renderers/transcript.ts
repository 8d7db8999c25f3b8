const WORDS = (
  'so here is the plan for today we start with the light then move the camera slowly ' +
  'across the room and let the music carry the scene until the final shot fades out ' +
  'thanks for watching and see you in the next one'
).split(' ')

/** Roughly the pace of natural speech. */
const WORDS_PER_SECOND = 2.5
/** burnCaptions takes at most 20,000 characters; long videos repeat far less than that. */
const MAX_WORDS = 3000

/**
 * The emulator's stand-in for a transcription: plausible words at speaking pace for the video's
 * length, the same for the same length and language.
 */
export function transcriptFor(durationSeconds: number, language: string): string {
  const count = Math.min(MAX_WORDS, Math.max(3, Math.round(durationSeconds * WORDS_PER_SECOND)))
  const offset = [...language].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % WORDS.length
  return Array.from({ length: count }, (_, i) => WORDS[(offset + i) % WORDS.length]).join(' ')
}
