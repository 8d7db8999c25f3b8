import { HttpUrl } from '@/lib/api/common'
import { mediaKindOfUrl, type MediaKind } from '@/lib/api/media-kinds'
import { kindWithArticle } from '@/lib/forms/labels'
import { serviceKindOfUrl } from '@/lib/forms/source-rules'
import { MEDIA_DRAG_TYPE, MediaDragPayload } from './drag-payload'

/** The part of a DataTransfer (drop) or clipboard (paste) a slot reads. */
export interface TransferLike {
  readonly types: readonly string[]
  getData(type: string): string
  readonly files?: ArrayLike<File> | null
}

export interface SlotTarget {
  kind: MediaKind
  label: string
}

export type DropReading =
  | { type: 'source'; url: string; name: string; origin: 'output' | 'asset' | 'link' }
  | { type: 'file'; file: File }
  | { type: 'refused'; message: string }
  | { type: 'nothing' }

/** What a file is, by its type and else its name; null for anything that is not media. */
export function fileKind(file: Pick<File, 'type' | 'name'>): MediaKind | null {
  const top = file.type.split('/')[0]
  if (top === 'image' || top === 'video' || top === 'audio') return top
  return mediaKindOfUrl(`https://file.invalid/${encodeURIComponent(file.name)}`)
}

function wrongKind(what: string, kind: MediaKind | null, slot: SlotTarget): string {
  const takes = `${slot.label} takes ${kindWithArticle(slot.kind)}`
  return kind ? `${what} is ${kindWithArticle(kind)}: ${takes}.` : `${what} is not media: ${takes}.`
}

function readFile(file: File, slot: SlotTarget): DropReading {
  const kind = fileKind(file)
  if (kind !== slot.kind) return { type: 'refused', message: wrongKind('That file', kind, slot) }
  return { type: 'file', file }
}

function readPayload(raw: string, slot: SlotTarget): DropReading {
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    json = null
  }
  const parsed = MediaDragPayload.safeParse(json)
  if (!parsed.success) {
    return {
      type: 'refused',
      message: 'What was dropped could not be read as a gallery output or library file.',
    }
  }
  const { kind, name, url, origin } = parsed.data
  if (kind !== slot.kind) {
    const what = origin === 'asset' ? 'That library file' : 'That output'
    return { type: 'refused', message: wrongKind(what, kind, slot) }
  }
  return { type: 'source', url, name, origin }
}

/** A link dropped from elsewhere: the first address of a uri-list, checked like a typed URL. */
function readLink(list: string, slot: SlotTarget): DropReading {
  const url = list
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => line && !line.startsWith('#'))
  if (!url || !HttpUrl.safeParse(url).success) {
    return { type: 'refused', message: 'Only a web address (http or https) can be dropped here.' }
  }
  const kind = serviceKindOfUrl(url)
  if (kind !== slot.kind) return { type: 'refused', message: wrongKind('That link', kind, slot) }
  return { type: 'source', url, name: url, origin: 'link' }
}

/**
 * What a drop brings to a source slot: a file to upload, a studio output or library file (its
 * payload parsed, never trusted), or a link; anything else is refused in words. The studio's own
 * type is read first, so a dragged output keeps its name even though it carries a link too.
 */
export function readDrop(data: TransferLike, slot: SlotTarget): DropReading {
  const file = data.files?.[0]
  if (file) return readFile(file, slot)
  if (data.types.includes(MEDIA_DRAG_TYPE)) return readPayload(data.getData(MEDIA_DRAG_TYPE), slot)
  if (data.types.includes('text/uri-list')) return readLink(data.getData('text/uri-list'), slot)
  return {
    type: 'refused',
    message: `Drop a file, a gallery output or a library file: ${slot.label} takes ${kindWithArticle(slot.kind)}.`,
  }
}

/** A paste brings a file (a copied image) or nothing: pasted text stays with the text field. */
export function readPaste(data: TransferLike, slot: SlotTarget): DropReading {
  const file = data.files?.[0]
  return file ? readFile(file, slot) : { type: 'nothing' }
}

/** Whether a drag may be dropped on a slot at all (the data itself is readable only on drop). */
export function mayDrop(types: readonly string[]): boolean {
  return ['Files', MEDIA_DRAG_TYPE, 'text/uri-list'].some((type) => types.includes(type))
}
