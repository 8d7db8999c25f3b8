import type { MediaKind } from '@/lib/api/media-kinds'

interface SourcePreviewProps {
  kind: MediaKind
  label: string
  /** An image to show: the source itself for images, a thumbnail for others when known. */
  imageUrl?: string | null
}

/** A small look at a source: its image or thumbnail, else a tile naming its kind. */
export function SourcePreview({ kind, label, imageUrl }: SourcePreviewProps) {
  if (imageUrl) {
    // Sources live on any host (uploads, the gallery, pasted URLs): a plain img, no optimizer.
    return (
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={imageUrl}
        alt={label}
        className="h-14 w-14 shrink-0 rounded object-cover"
        loading="lazy"
      />
    )
  }
  return (
    <span
      role="img"
      aria-label={label}
      className="flex h-14 w-14 shrink-0 items-center justify-center rounded bg-surface-muted text-xs uppercase text-ink-muted"
    >
      {kind}
    </span>
  )
}
