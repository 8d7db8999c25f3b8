import { problemMessage } from '@/lib/errors/problem-message'
import { ApiError } from '@/lib/http/api-error'

/**
 * A workspace refusal in the studio route's own words (its codes are not the service's: a
 * `name_taken` here is a preset's name, not an asset's); anything else as every request says it.
 */
export function workspaceProblemMessage(error: unknown): string {
  if (error instanceof ApiError && typeof error.body?.message === 'string')
    return error.body.message
  return problemMessage(error)
}
