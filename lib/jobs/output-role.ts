import { capitalize } from '@/lib/forms/labels'
import { languageName } from '@/lib/media/languages'

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
  return roleLanguage(role) ?? capitalize(role.replace(/[-_\s]+/g, ' ').trim())
}
