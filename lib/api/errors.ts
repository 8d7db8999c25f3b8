import { UNSTATED_ERROR_STATUS } from './decisions'

/**
 * What a client should do about an error (docs/service-contract.md §7.4):
 * fix-request: not retryable unchanged; top-up: retry after buying credits;
 * wait: 429, retry after `reset_after`; retry-later: 5xx; auth: fix the key or its scopes.
 */
export type RetryClass = 'fix-request' | 'top-up' | 'wait' | 'retry-later' | 'auth'

export interface ErrorCodeInfo {
  /** HTTP statuses the code is sent with. */
  statuses: readonly number[]
  retry: RetryClass
  /** The condition of docs/service-contract.md §7.2, fit to show to a person. */
  description: string
}

const fix = (status: number, description: string): ErrorCodeInfo => ({
  statuses: [status],
  retry: 'fix-request',
  description,
})

/** Every error code of docs/service-contract.md §7.2. */
export const ERROR_CODES = {
  invalid_request: fix(400, 'The request is invalid: check the named parameter.'),
  unsupported_aspect: fix(400, 'This aspect ratio is not available for the model.'),
  unsupported_quality: fix(400, 'This quality is not in the model’s tier list.'),
  unsupported_resolution: fix(400, 'This resolution is not in the model’s tier list.'),
  param_ignored_use_variant: fix(
    400,
    'This parameter is fixed by the model id: choose another variant.',
  ),
  variant_required: fix(400, 'This is a model family: choose one of its variants.'),
  prompt_too_long: fix(400, 'The prompt is longer than the model allows.'),
  too_many_input_images: fix(400, 'Too many input images for this model.'),
  invalid_model: fix(400, 'This model is not valid for this kind of generation.'),
  model_disabled: fix(400, 'This model is currently unavailable.'),
  missing_input: fix(400, 'This model needs input media.'),
  invalid_input: fix(400, 'The input is not valid for this generation.'),
  invalid_bucket: fix(400, 'This upload bucket is not allowed.'),
  insufficient_credits: {
    statuses: [400, 402],
    retry: 'top-up',
    description: 'Not enough credits: top up, then retry.',
  },
  missing_scope: {
    statuses: [403],
    retry: 'auth',
    description: 'The API key lacks the permission needed.',
  },
  not_found: fix(404, 'Not found, or not accessible with this key.'),
  model_not_found: fix(404, 'No such model in the catalog.'),
  draft_not_found: fix(404, 'No such draft.'),
  draft_not_finished: fix(409, 'The draft has not finished yet.'),
  name_taken: fix(409, 'An asset with this name already exists.'),
  draft_expired: fix(410, 'The draft is older than 7 days.'),
  file_too_large: fix(413, 'The file is too large.'),
  quota_exceeded: fix(413, 'The asset library is full.'),
  rate_limit_exceeded: {
    statuses: [429],
    retry: 'wait',
    description: 'Too many requests: wait, then retry.',
  },
  unsupported_type: fix(UNSTATED_ERROR_STATUS.unsupported_type, 'This file type is not allowed.'),
  fetch_failed: fix(UNSTATED_ERROR_STATUS.fetch_failed, 'The URL could not be fetched.'),
  shared_scope_required: fix(
    UNSTATED_ERROR_STATUS.shared_scope_required,
    'Team accounts must say whether the asset is shared.',
  ),
  already_answered: fix(
    UNSTATED_ERROR_STATUS.already_answered,
    'This question was already answered.',
  ),
  upload_not_configured: {
    statuses: [503],
    retry: 'retry-later',
    description: 'Uploads are not available.',
  },
} as const satisfies Record<string, ErrorCodeInfo>

export type ErrorCode = keyof typeof ERROR_CODES

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_CODES, code)
}

/** The default HTTP status of a code (the first listed). */
export function statusOf(code: ErrorCode): number {
  return ERROR_CODES[code].statuses[0] ?? 400
}

/**
 * Retry class from the `error` code when known, else from the HTTP status (docs/service-contract.md §7.4: clients
 * decide insufficient_credits by the `error` field, whatever the status).
 */
export function retryClassOf(code: string | null | undefined, status: number): RetryClass {
  if (isErrorCode(code)) return ERROR_CODES[code].retry
  if (status === 401 || status === 403) return 'auth'
  if (status === 429) return 'wait'
  if (status >= 500) return 'retry-later'
  return 'fix-request'
}

/** The 401 details of docs/service-contract.md §5.4. */
export const AUTH_DETAIL = {
  missing: 'API key missing',
  invalid: 'Invalid or revoked API key',
} as const

/** The 403 detail of docs/service-contract.md §5.5. */
export function missingScopeDetail(scope: string): string {
  return `Insufficient permissions: ${scope} required`
}
