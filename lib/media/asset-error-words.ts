import { problemMessage } from '@/lib/errors/problem-message'
import { referenceOf } from '@/lib/errors/reference'
import { ApiError } from '@/lib/http/api-error'
import {
  quotaProblem,
  tooLargeProblem,
  unsupportedTypeProblem,
  type AssetProblem,
  type LibraryName,
} from './asset-problem'

/** What the page knew when the request went out, to make the words concrete. */
export interface AddContext {
  library?: LibraryName
  name?: string
  fileBytes?: number
}

type Body = Record<string, unknown> | null
const num = (body: Body, key: string) =>
  typeof body?.[key] === 'number' ? (body[key] as number) : null
const text = (body: Body, key: string) =>
  typeof body?.[key] === 'string' && body[key] ? (body[key] as string) : null

const WORDS: Record<string, (body: Body, context: AddContext) => AssetProblem> = {
  file_too_large: (_, c) => tooLargeProblem(c.fileBytes),
  quota_exceeded: (body, c) =>
    quotaProblem({
      library: c.library ?? 'personal',
      usedBytes: num(body, 'used_bytes'),
      quotaBytes: num(body, 'quota_bytes'),
      fileBytes: c.fileBytes,
    }),
  name_taken: (_, c) => ({
    code: 'name_taken',
    message: `${c.name ? `“${c.name}”` : 'This name'} is already used in this library.`,
    fix: 'Choose another name, then retry: the file stays ready.',
  }),
  unsupported_type: () => unsupportedTypeProblem('The file’s type'),
  fetch_failed: () => ({
    code: 'fetch_failed',
    message: 'The service could not download that URL.',
    fix: 'Check that it is a public https link that opens without signing in, then retry.',
  }),
  shared_scope_required: (body) => ({
    code: 'shared_scope_required',
    message: `Your account belongs to ${text(body, 'team_name') ?? 'a team'}, so the service needs to know where the asset goes.`,
    fix: 'Choose the team library or your personal library, then retry.',
  }),
  invalid_bucket: () => ({
    code: 'invalid_bucket',
    message: 'The service refused the storage the studio uploads to.',
    fix: 'Retry in a moment; if it keeps happening, add the asset from a public URL instead.',
  }),
  upload_not_configured: () => ({
    code: 'upload_not_configured',
    message: 'File uploads are switched off on this service right now.',
    fix: 'Add the asset from a public URL instead.',
  }),
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError'

/** Any failure of adding, renaming or deleting an asset, in words with what to do. */
export function assetErrorWords(error: unknown, context: AddContext = {}): AssetProblem {
  if (isAbort(error)) {
    return {
      code: 'cancelled',
      message: 'The upload was cancelled.',
      fix: 'Add it again when ready.',
    }
  }
  if (error instanceof ApiError && error.code && WORDS[error.code]) {
    const words = WORDS[error.code]!(error.body, context)
    return { ...words, reference: referenceOf(error) }
  }
  const status = error instanceof ApiError ? error.status : null
  return {
    code: (error instanceof ApiError && error.code) || 'failed',
    message: problemMessage(error),
    reference: referenceOf(error),
    fix:
      status === 429 || status === null || status >= 500
        ? 'Retry in a moment.'
        : 'Change what the message names, then retry.',
  }
}
