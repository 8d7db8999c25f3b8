import { ApiError } from '@/lib/http/api-error'

/**
 * The request id the studio server answered with, kept beside an error's words (never inside
 * them): shown as a detail a person can open and quote when reporting the problem, so an operator
 * can find the request in the logs (components/ui/error-reference.tsx).
 */
export function referenceOf(error: unknown): string | null {
  return error instanceof ApiError ? (error.requestId ?? null) : null
}
