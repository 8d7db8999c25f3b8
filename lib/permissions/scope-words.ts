import type { Scope } from '@/lib/api/routes'

/**
 * What each of the service's permissions lets a key do, in a person's words: the screen never
 * names a scope (`generate:media`), it says what the key can or cannot do.
 */
export const SCOPE_WORDS: Record<Scope, string> = {
  'read:generations': 'read the history',
  'read:balance': 'read the balance',
  'generate:media': 'generate images or videos',
  'generate:music': 'generate music',
  'generate:speech': 'generate speech',
}

const isScope = (value: string): value is Scope => Object.hasOwn(SCOPE_WORDS, value)

/** A refusal for a missing permission, in words; `scope` as the service's detail named it, if at all. */
export function missingPermissionWords(scope: string | null): string {
  return scope && isScope(scope)
    ? `This key cannot ${SCOPE_WORDS[scope]}: its owner did not give it that permission. Ask them for it, or connect another key.`
    : "The connected key does not have the permission this needs. Ask the key's owner for it, or connect another key."
}
