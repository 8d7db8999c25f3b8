import { UPLOAD_MAX_BYTES } from '@/lib/api/decisions'
import type { Problem } from '@/lib/errors/problem'
import { formatBytes } from '@/lib/format'

/**
 * A problem of the asset library, found by the service or by the browser's check before the
 * upload (the service's code, or the check that stands in for it): what happened, and what to do.
 */
export function assetProblem(code: string, message: string, advice: string): Problem {
  return { code, message, reference: null, fieldErrors: [], fix: { kind: 'advice', words: advice } }
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
export function quotaProblem({ library, usedBytes, quotaBytes, fileBytes }: QuotaFacts): Problem {
  const usage =
    usedBytes != null && quotaBytes != null
      ? ` (${formatBytes(usedBytes)} of ${formatBytes(quotaBytes)} used${fileBytes ? `, this file is ${formatBytes(fileBytes)}` : ''})`
      : ''
  return assetProblem(
    'quota_exceeded',
    `This file does not fit in ${libraryLabel(library)}${usage}.`,
    'Delete assets you no longer need, then retry: the file and name stay ready.',
  )
}

export function tooLargeProblem(fileBytes?: number | null): Problem {
  return assetProblem(
    'file_too_large',
    `The file${fileBytes ? ` (${formatBytes(fileBytes)})` : ''} is larger than the ${formatBytes(UPLOAD_MAX_BYTES)} limit.`,
    'Compress or trim it, then add the smaller file.',
  )
}

export const SUPPORTED_TYPES_IN_WORDS =
  'JPEG, PNG or WebP images; MP4, MOV, MKV or WebM videos; MP3, WAV, OGG, M4A or WebM audio'

export function unsupportedTypeProblem(what = 'This file type'): Problem {
  return assetProblem(
    'unsupported_type',
    `${what} is not accepted in the library.`,
    `Use ${SUPPORTED_TYPES_IN_WORDS}.`,
  )
}
