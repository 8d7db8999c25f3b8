import type { Problem } from '@/lib/errors/problem'
import { ASSET_MIME_TYPES } from '@/lib/api/assets'
import { ASSET_FETCH_MAX_BYTES, UPLOAD_MAX_BYTES } from '@/lib/api/decisions'
import type { MediaKind } from '@/lib/api/media-kinds'
import {
  quotaProblem,
  tooLargeProblem,
  unsupportedTypeProblem,
  type LibraryName,
} from '@/lib/media/asset-problem'

type AssetMime = (typeof ASSET_MIME_TYPES)[number]

/** Other names browsers give the allowed types. */
const ALIASES: Record<string, AssetMime> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
  'audio/x-m4a': 'audio/m4a',
  'audio/x-mpeg': 'audio/mpeg',
  'audio/mpeg3': 'audio/mpeg',
  'audio/x-mp3': 'audio/mp3',
}

/** For files the browser could not type (empty or octet-stream), by extension. */
const BY_EXTENSION: Record<string, AssetMime> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  mkv: 'video/x-matroska',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  m4a: 'audio/m4a',
}

/**
 * The multipart framing around the file (boundaries, part headers with the file name): the
 * upload limit counts the whole request body (lib/api/decisions), so leave room for it.
 */
export const UPLOAD_FRAMING_BYTES = 1024

export interface FileLike {
  name: string
  type: string
  size: number
}

/** The allowlisted MIME type of a file (docs/service-contract.md §4.8), or null when it is not allowed. */
export function assetMimeOf(file: Pick<FileLike, 'name' | 'type'>): AssetMime | null {
  const type = file.type.toLowerCase().split(';')[0]!.trim()
  if ((ASSET_MIME_TYPES as readonly string[]).includes(type)) return type as AssetMime
  if (ALIASES[type]) return ALIASES[type]
  if (type && type !== 'application/octet-stream') return null
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? ''
  return BY_EXTENSION[extension] ?? null
}

export function kindOfMime(mime: string): MediaKind | null {
  const top = mime.split('/')[0]
  return top === 'image' || top === 'video' || top === 'audio' ? top : null
}

/** The largest file that may be added: the upload limit less its framing, and the fetch limit. */
export const MAX_ASSET_FILE_BYTES = Math.min(
  UPLOAD_MAX_BYTES - UPLOAD_FRAMING_BYTES,
  ASSET_FETCH_MAX_BYTES,
)

export interface LibraryRoom {
  library: LibraryName
  usedBytes: number
  quotaBytes: number
}

/**
 * Everything the browser can tell before sending a byte: the type allowlist, the 500 MB limit and
 * the free room of the chosen library (null when not known yet).
 */
export function fileProblem(file: FileLike, room: LibraryRoom | null): Problem | null {
  if (!assetMimeOf(file)) {
    const what = file.type ? `“${file.name}” (${file.type})` : `“${file.name}”`
    return unsupportedTypeProblem(what)
  }
  if (file.size > MAX_ASSET_FILE_BYTES) return tooLargeProblem(file.size)
  if (room && room.usedBytes + file.size > room.quotaBytes) {
    return quotaProblem({ ...room, fileBytes: file.size })
  }
  return null
}
