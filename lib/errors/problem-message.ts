import { ApiError, UnreadableAnswer } from '@/lib/http/api-error'
import { errorMessage } from './messages'

/**
 * A human message for anything a request can throw: an error answer, the network, a bad shape.
 * The request's reference is not part of it (./reference.ts): a screen shows it as a detail.
 */
export function problemMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const own = error.refusedBy === 'studio' ? error.body?.message : undefined
    return typeof own === 'string' ? own : errorMessage(error.code, error.body, error.status)
  }
  if (error instanceof TypeError)
    return 'The studio could not be reached. Check your connection, then try again.'
  if (error instanceof UnreadableAnswer || (error instanceof Error && error.name === 'ZodError'))
    return 'The service answered in an unexpected shape.'
  return error instanceof Error && error.message ? error.message : 'Something went wrong.'
}
