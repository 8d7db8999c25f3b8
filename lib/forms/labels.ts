import type { MediaKind } from '@/lib/api/media-kinds'
import type { SourceGroup } from './media-fields'

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

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

/** `image-to-video` reads "Image to video". */
export function generationTypeLabel(generationType: string): string {
  return capitalize(generationType.replaceAll('-', ' '))
}

/** "an image", "a video", "an audio file": for sentences about a kind. */
export function kindWithArticle(kind: MediaKind): string {
  return { image: 'an image', video: 'a video', audio: 'an audio file' }[kind]
}

/** "1 image", "2 videos", "3 audio files". */
export function countOf(kind: MediaKind, n: number): string {
  const noun = kind === 'audio' ? 'audio file' : kind
  return `${n} ${noun}${n === 1 ? '' : 's'}`
}

/** "First frame" for ordered slots, else "Image 2". */
export function slotLabel(group: SourceGroup, index: number): string {
  return group.slotLabels?.[index] ?? `${capitalize(group.kind)} ${index + 1}`
}
