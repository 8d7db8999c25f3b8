import { UPLOAD_MAX_BYTES } from '@/lib/api/decisions'
import { formatBytes } from '@/lib/format'

/** A refusal in words: what happened, and what to do about it. */
export interface AssetProblem {
  /** The service's error code, or the browser check that stands in for it. */
  code: string
  message: string
  fix: string
  /** The studio's request id, shown as a detail beside the message (lib/errors/reference.ts). */
  reference?: string | null
}

export type LibraryName = 'personal' | 'team'

export const libraryLabel = (library: LibraryName) =>
  library === 'team' ? 'the team library' : 'your personal library'

export interface QuotaFacts {
  library: LibraryName
  usedBytes?: number | null
  quotaBytes?: number | null
  fileBytes?: number | null
}

/** quota_exceeded, from the service or from the browser's check of the free room. */
export function quotaProblem({
  library,
  usedBytes,
  quotaBytes,
  fileBytes,
}: QuotaFacts): AssetProblem {
  const usage =
    usedBytes != null && quotaBytes != null
      ? ` (${formatBytes(usedBytes)} of ${formatBytes(quotaBytes)} used${fileBytes ? `, this file is ${formatBytes(fileBytes)}` : ''})`
      : ''
  return {
    code: 'quota_exceeded',
    message: `This file does not fit in ${libraryLabel(library)}${usage}.`,
    fix: 'Delete assets you no longer need, then retry: the file and name stay ready.',
  }
}

export function tooLargeProblem(fileBytes?: number | null): AssetProblem {
  return {
    code: 'file_too_large',
    message: `The file${fileBytes ? ` (${formatBytes(fileBytes)})` : ''} is larger than the ${formatBytes(UPLOAD_MAX_BYTES)} limit.`,
    fix: 'Compress or trim it, then add the smaller file.',
  }
}

export const SUPPORTED_TYPES_IN_WORDS =
  'JPEG, PNG or WebP images; MP4, MOV, MKV or WebM videos; MP3, WAV, OGG, M4A or WebM audio'

export function unsupportedTypeProblem(what = 'This file type'): AssetProblem {
  return {
    code: 'unsupported_type',
    message: `${what} is not accepted in the library.`,
    fix: `Use ${SUPPORTED_TYPES_IN_WORDS}.`,
  }
}
