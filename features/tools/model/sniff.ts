import { REMOVE_BACKGROUND_MAX_BYTES } from '@/lib/api/decisions'
import { formatBytes } from '@/lib/format'

export type SniffedType = 'png' | 'jpeg' | 'webp' | 'gif' | 'bmp' | 'pdf' | 'mp4' | 'unknown'

const starts = (bytes: Uint8Array, at: number, magic: readonly number[]) =>
  magic.every((b, i) => bytes[at + i] === b)
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

/** The file type by its first bytes (magic numbers), whatever its name says. */
export function sniffType(bytes: Uint8Array): SniffedType {
  if (starts(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (starts(bytes, 0, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (starts(bytes, 0, ascii('RIFF')) && starts(bytes, 8, ascii('WEBP'))) return 'webp'
  if (starts(bytes, 0, ascii('GIF8'))) return 'gif'
  if (starts(bytes, 0, ascii('BM'))) return 'bmp'
  if (starts(bytes, 0, ascii('%PDF'))) return 'pdf'
  if (starts(bytes, 4, ascii('ftyp'))) return 'mp4'
  return 'unknown'
}

const REMOVE_BACKGROUND_TYPES: readonly SniffedType[] = ['png', 'jpeg', 'webp']

/** Bytes enough to tell every type above. */
export const SNIFF_BYTES = 12

/**
 * Why an image cannot go to remove background (docs/service-contract.md §4.2: one jpg/png/webp of at most 5 MB),
 * judged from its size and first bytes; null when it can.
 */
export function removeBackgroundFileProblem(size: number, head: Uint8Array): string | null {
  if (size > REMOVE_BACKGROUND_MAX_BYTES)
    return `This image is ${formatBytes(size)}: remove background takes images up to ${formatBytes(REMOVE_BACKGROUND_MAX_BYTES)}. Make it smaller (resize it or save it as JPEG), then try again.`
  const type = sniffType(head)
  if (!REMOVE_BACKGROUND_TYPES.includes(type)) {
    const said =
      type === 'unknown' ? 'not an image the service reads' : `a ${type.toUpperCase()} file`
    return `This file is ${said} (judged by its content, not its name): remove background takes JPEG, PNG or WebP images. Convert it, then try again.`
  }
  return null
}
