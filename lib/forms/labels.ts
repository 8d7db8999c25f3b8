import type { MediaKind } from '@/lib/api/media-kinds'
import type { SourceGroup } from '@/lib/forms/media-fields'

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
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
