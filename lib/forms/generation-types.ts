import type { MediaKind } from '@/lib/api/media-kinds'

/**
 * What a generation type asks of its inputs, read from its name (docs/service-contract.md §2.1 names the types;
 * the catalog may add more). `text-to-*` takes none; `<kind>-to-*` needs one of that kind;
 * first-and-last-frames takes ordered images.
 */
export const MEDIA_KINDS: readonly MediaKind[] = ['image', 'video', 'audio']
const FRAMES_TYPE = 'first-and-last-frames'

export function isTextOnly(generationType: string): boolean {
  return generationType.startsWith('text-to-')
}

export function isOrderedFrames(generationType: string): boolean {
  return generationType === FRAMES_TYPE
}

/** The kind of input the type is driven by, when its name says so. */
export function drivingKind(generationType: string): MediaKind | null {
  if (isOrderedFrames(generationType)) return 'image'
  const source = generationType.split('-to-')[0]
  return MEDIA_KINDS.find((kind) => kind === source) ?? null
}
