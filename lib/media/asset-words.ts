import type { Problem, ProblemWords, Refusal } from '@/lib/errors/problem'
import {
  assetProblem,
  quotaProblem,
  tooLargeProblem,
  unsupportedTypeProblem,
  type LibraryName,
} from './asset-problem'

/** What the page knew when the request went out, to make the words concrete. */
export interface AddContext {
  library?: LibraryName
  name?: string
  fileBytes?: number
}

type Body = Refusal['body']
const num = (body: Body, key: string) =>
  typeof body?.[key] === 'number' ? (body[key] as number) : null
const text = (body: Body, key: string) =>
  typeof body?.[key] === 'string' && body[key] ? (body[key] as string) : null

const WORDS: Record<string, (body: Body, context: AddContext) => Problem> = {
  file_too_large: (_, c) => tooLargeProblem(c.fileBytes),
  quota_exceeded: (body, c) =>
    quotaProblem({
      library: c.library ?? 'personal',
      usedBytes: num(body, 'used_bytes'),
      quotaBytes: num(body, 'quota_bytes'),
      fileBytes: c.fileBytes,
    }),
  name_taken: (_, c) =>
    assetProblem(
      'name_taken',
      `${c.name ? `“${c.name}”` : 'This name'} is already used in this library.`,
      'Choose another name, then retry: the file stays ready.',
    ),
  unsupported_type: () => unsupportedTypeProblem('The file’s type'),
  fetch_failed: () =>
    assetProblem(
      'fetch_failed',
      'The service could not download that URL.',
      'Check that it is a public https link that opens without signing in, then retry.',
    ),
  shared_scope_required: (body) =>
    assetProblem(
      'shared_scope_required',
      `Your account belongs to ${text(body, 'team_name') ?? 'a team'}, so the service needs to know where the asset goes.`,
      'Choose the team library or your personal library, then retry.',
    ),
  invalid_bucket: () =>
    assetProblem(
      'invalid_bucket',
      'The service refused the storage the studio uploads to.',
      'Retry in a moment; if it keeps happening, add the asset from a public URL instead.',
    ),
  upload_not_configured: () =>
    assetProblem(
      'upload_not_configured',
      'File uploads are switched off on this service right now.',
      'Add the asset from a public URL instead.',
    ),
}

const advice = (words: string) => ({ kind: 'advice', words }) as const
const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError'

/** The asset library's words for adding, renaming or deleting an asset: always what to do next. */
export function assetWords(context: AddContext = {}): ProblemWords {
  return {
    refusal: ({ code, status, body }) => {
      const known = code ? WORDS[code] : undefined
      if (known) return known(body, context)
      return {
        code: code ?? 'failed',
        fix: advice(
          status === 429 || status >= 500
            ? 'Retry in a moment.'
            : 'Change what the message names, then retry.',
        ),
      }
    },
    unanswered: (error) =>
      isAbort(error)
        ? {
            code: 'cancelled',
            message: 'The upload was cancelled.',
            fix: advice('Add it again when ready.'),
          }
        : { code: 'failed', fix: advice('Retry in a moment.') },
  }
}
