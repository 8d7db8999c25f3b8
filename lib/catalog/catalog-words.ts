import type { Model } from '@/lib/api/models'

// The catalog names its models in words (`display_name`) but its families, providers and audio
// modes only by id ("nano-banana-pro", "black-forest-labs", "toggle_via_sound_param"). The
// studio never shows an id: these turn each into words (docs/architecture.md, "Human words").

/**
 * A model id in words, for a model the catalog does not name (or before the catalog is in):
 * "wan-2-5" reads "Wan 2.5", "text-to-dialogue-v3" "Text to dialogue v3".
 */
export function modelInWords(id: string): string {
  // "wan-2-5" is version 2.5: a hyphen between digits reads as a dot.
  const words = id
    .replace(/(\d)-(?=\d)/g, '$1.')
    .replace(/[-_]+/g, ' ')
    .trim()
  return words ? words[0]!.toUpperCase() + words.slice(1) : id
}

/** A model's name: the catalog's words, or its id read as words when the catalog gives none. */
export function modelName(model: Model): string {
  return model.display_name ?? modelInWords(model.model_id)
}

/** Separators a shared prefix may end on: "Kling 2.6 (" of "Kling 2.6 (pro)" and "(std)". */
const TRAILING = /[\s(\-–—·:,/]+$/

/**
 * A family's name: the words every variant's name begins with ("Veo 3.1 Lite" of "Veo 3.1 Lite
 * (text-to-video)" and "Veo 3.1 Lite (image-to-video)"). When they share none, or the catalog
 * names none of them, the family's id read as words.
 */
export function familyName(family: string, catalog: readonly Model[]): string {
  const key = family.toLowerCase()
  const names = catalog
    .filter((m) => m.family?.toLowerCase() === key && m.display_name)
    .map((m) => m.display_name!.trim().split(/\s+/))
  if (names.length === 0) return modelInWords(family)
  const shared: string[] = []
  for (const [i, word] of names[0]!.entries()) {
    if (!names.every((n) => n[i] === word)) break
    shared.push(word)
  }
  // One variant (or identical names) share every word: its name is the family's.
  const name = shared.join(' ').replace(TRAILING, '')
  return name || modelInWords(family)
}

/** Providers whose names are not their ids read as words. */
const PROVIDER_NAMES: Record<string, string> = {
  elevenlabs: 'ElevenLabs',
  openai: 'OpenAI',
  bytedance: 'ByteDance',
  mvsep: 'MVSEP',
  internal: 'The service itself',
}

/** "black-forest-labs" reads "Black Forest Labs"; a few names are spelled as their makers do. */
export function providerName(provider: string): string {
  const known = PROVIDER_NAMES[provider.toLowerCase()]
  if (known) return known
  return provider
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ')
}

const VIDEO_AUDIO: Record<string, string> = {
  toggle_via_sound_param: 'Sound on request',
  included: 'With sound',
  silent: 'Silent',
}

/** How a video model treats sound, in words; an unknown mode is read as words. */
export function videoAudioWords(mode: string): string {
  return VIDEO_AUDIO[mode] ?? modelInWords(mode)
}
