import type { GenerationStatus } from '@/lib/api/generations'
import type { MediaKind } from '@/lib/api/media-kinds'
import { serviceKindOfUrl } from './source-rules'

export interface GalleryOutput {
  url: string
  /** An image to show for it: the thumbnail, or the image itself. */
  previewUrl: string | null
  label: string
}

/**
 * Published outputs usable in a slot of this kind: the original URL goes to the service, which
 * tells the kind by its extension, so that decides (not only `media_type`).
 */
export function galleryOutputs(
  generations: readonly GenerationStatus[],
  kind: MediaKind,
): GalleryOutput[] {
  return generations.flatMap((generation) =>
    (generation.outputs ?? []).flatMap((output) => {
      const url = output.url ?? output.optimized_url
      if (!url || serviceKindOfUrl(url) !== kind) return []
      const previewUrl = output.thumbnail_url ?? (kind === 'image' ? url : null)
      return [{ url, previewUrl, label: generation.prompt || generation.model || 'Untitled' }]
    }),
  )
}
