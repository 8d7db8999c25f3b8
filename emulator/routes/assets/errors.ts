import { ASSET_FETCH_MAX_BYTES, ASSET_MIME_TYPES } from '@/lib/api'
import { apiError } from '../../http/api-error'
import { InputError } from '../../inputs/source'
import type { Library } from '../../library/records'

export const nameTaken = (name: string) =>
  apiError('name_taken', `An asset named '${name}' already exists in this library`, {
    param: 'name',
  })

export const quotaExceeded = (library: Library, used: number) =>
  apiError(
    'quota_exceeded',
    `This asset would exceed the ${library.teamId ? 'team' : 'personal'} library quota of ${library.quotaBytes} bytes (${used} used)`,
    {
      param: 'url',
      quota_bytes: library.quotaBytes,
      used_bytes: used,
      hint: 'Delete assets you no longer need, then retry',
    },
  )

export const unsupportedType = (what: string) =>
  apiError('unsupported_type', `url: ${what} is not an allowed asset type`, {
    param: 'url',
    valid_values: [...ASSET_MIME_TYPES],
  })

/** Checks the fetched response's MIME type against the allowlist of docs/service-contract.md §4.8. */
export function checkAssetType(contentType: string): void {
  if (!(ASSET_MIME_TYPES as readonly string[]).includes(contentType)) {
    throw unsupportedType(
      contentType ? `the response type ${contentType}` : 'a response without type',
    )
  }
}

/**
 * Fetch problems as API errors. Over the 500 MB fetch limit is file_too_large; within it, a file
 * that did not fit the library's free room is quota_exceeded.
 */
export function fetchError(error: unknown, library: Library, used: number): unknown {
  if (!(error instanceof InputError)) return error
  if (error.reason === 'unreachable') {
    return apiError('fetch_failed', `url: ${error.message}`, { param: 'url' })
  }
  if (error.bytes > ASSET_FETCH_MAX_BYTES) {
    return apiError(
      'file_too_large',
      `url: the file is larger than ${ASSET_FETCH_MAX_BYTES} bytes`,
      {
        param: 'url',
        max_bytes: ASSET_FETCH_MAX_BYTES,
      },
    )
  }
  return quotaExceeded(library, used)
}
