import { z } from 'zod'
import type { Asset } from '@/lib/api/assets'
import { HttpUrl } from '@/lib/api/common'
import { mediaKindOfUrl } from '@/lib/api/media-kinds'

/**
 * What a gallery output or a library file carries when it is dragged: a type of our own, so a
 * drop knows it came from the studio and can name the source in words and keep its lineage.
 * `text/uri-list` is set beside it, so other apps (and a drop from another browser) get a link.
 */
export const MEDIA_DRAG_TYPE = 'application/x-media-studio-source+json'

const KIND = z.enum(['image', 'video', 'audio'])

export const MediaDragPayload = z.object({
  origin: z.enum(['output', 'asset']),
  kind: KIND,
  url: HttpUrl,
  /** The output's prompt or the file's name: how the slot names it. */
  name: z.string().trim().min(1).max(300),
  /** The generation the output belongs to (an output's lineage); absent for a library file. */
  generationId: z.string().min(1).max(200).optional(),
})
export type MediaDragPayload = z.infer<typeof MediaDragPayload>

/** Whether a gallery output can be dragged at all (a media file), told without parsing it. */
export function outputDraggable(
  output: { kind: string; originalUrl: string | null } | null | undefined,
): boolean {
  return !!output?.originalUrl && KIND.safeParse(output.kind).success
}

/** A gallery output as a drag payload; null for what no slot takes (no file yet, other kinds). */
export function outputPayload(
  generationId: string,
  output: { kind: string; originalUrl: string | null } | null | undefined,
  name: string,
): MediaDragPayload | null {
  const parsed = MediaDragPayload.safeParse({
    origin: 'output',
    kind: output?.kind,
    url: output?.originalUrl,
    name,
    generationId,
  })
  return parsed.success ? parsed.data : null
}

/** A library file as a drag payload; null while it has no URL or its kind is not media. */
export function assetPayload(asset: Asset): MediaDragPayload | null {
  const kind =
    KIND.safeParse(asset.kind).data ??
    KIND.safeParse(asset.mime_type?.split('/')[0]).data ??
    (asset.url ? mediaKindOfUrl(asset.url) : null)
  const parsed = MediaDragPayload.safeParse({
    origin: 'asset',
    kind,
    url: asset.url,
    name: asset.name || asset.original_filename || 'A library file',
  })
  return parsed.success ? parsed.data : null
}

/** Writes the payload on a drag: our own type, the link for other apps, the name as text. */
export function writeDragPayload(data: DataTransfer, payload: MediaDragPayload): void {
  data.effectAllowed = 'copy'
  data.setData(MEDIA_DRAG_TYPE, JSON.stringify(payload))
  data.setData('text/uri-list', payload.url)
  data.setData('text/plain', payload.name)
}
