import { AUTH_DETAIL, missingScopeDetail, statusOf, type ErrorCode } from '@/lib/api'

/**
 * An error answer with the spec's exact body. Handlers throw it; the app's error handler sends it,
 * so every error path goes through one place (and gets CORS like every other response).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : String(body.detail ?? body.error))
  }
}

/** A business or validation error `{error, message, ...extras}` (docs/service-contract.md §7.1/§7.2). */
export function apiError(
  code: ErrorCode,
  message: string,
  extras: Record<string, unknown> = {},
  status = statusOf(code),
): ApiError {
  return new ApiError(status, { error: code, message, ...extras })
}

/** 400 invalid_request naming one parameter (docs/service-contract.md §7.1). */
export function invalidParam(
  param: string,
  message: string,
  validValues?: readonly (string | number)[],
): ApiError {
  return apiError('invalid_request', `${param}: ${message}`, {
    param,
    errors: [{ param, message }],
    ...(validValues ? { valid_values: [...validValues] } : {}),
  })
}

export const authMissing = () => new ApiError(401, { detail: AUTH_DETAIL.missing })
export const authInvalid = () => new ApiError(401, { detail: AUTH_DETAIL.invalid })
export const missingScope = (scope: string) =>
  new ApiError(403, { detail: missingScopeDetail(scope), error: 'missing_scope' })
export const notFound = (what: string) =>
  apiError('not_found', `${what} not found or not accessible with this key`)
