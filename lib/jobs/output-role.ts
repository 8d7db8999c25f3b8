import { languageName } from '@/lib/tools/languages'

/** The language an output's role names (a dub's target language), or null when it names none. */
export function roleLanguage(role: string): string | null {
  const name = languageName(role)
  return name === role ? null : name
}

/**
 * An output's role in words: a dub's language by name ("French"), any other mark the service
 * gives an output (a song's take, a stem) as a word ("Song 1", "Vocals"), never its token.
 */
export function roleName(role: string): string {
  const language = roleLanguage(role)
  if (language) return language
  const words = role.replace(/[-_\s]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
