import { dialogueTextIssue, hasAudioTags, stripAudioTags } from '@/lib/api/dialogue'

export interface SpeechTextCheck {
  /** Characters typed, tags included. */
  length: number
  /** Characters spoken: what the service holds against the model's prompt_max_chars. */
  spokenLength: number
  /** What will be spoken: the text without audio tags. */
  spoken: string
  /** The text has tags the service strips, so the notice shows `spoken`. */
  tagged: boolean
  /** The service's invalid_input message for an empty or tags-only text, or null. */
  issue: string | null
}

/** What the service will do with a dialogue text (docs/service-contract.md §4.4), with the same rule it applies. */
export function checkSpeechText(text: string): SpeechTextCheck {
  const spoken = stripAudioTags(text)
  return {
    length: text.length,
    spokenLength: spoken.length,
    spoken,
    tagged: hasAudioTags(text),
    issue: dialogueTextIssue(text),
  }
}

/**
 * Voices every word of the query finds (any case, any order) among the words known of the voice:
 * its name (all the catalog gives) and what the studio adds (`sample kept`), in the catalog's order.
 */
export function filterVoices(
  voices: readonly string[],
  query: string,
  wordsOf: (voice: string) => readonly string[] = () => [],
): string[] {
  const asked = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
  if (!asked.length) return [...voices]
  return voices.filter((voice) => {
    const known = [voice, ...wordsOf(voice)].join(' ').toLowerCase()
    return asked.every((word) => known.includes(word))
  })
}
