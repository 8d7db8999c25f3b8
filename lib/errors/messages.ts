import type { ErrorCode } from '@/lib/api/errors'
import { formatBytes } from '@/lib/format'
import { missingPermissionWords } from '@/lib/permissions/scope-words'

/** The members of an error body a message may quote (docs/service-contract.md §7.1-§7.3); all optional. */
export type ErrorDetails = Record<string, unknown> | null | undefined

const text = (d: ErrorDetails, key: string): string | null => {
  const value = d?.[key]
  return typeof value === 'string' && value ? value : null
}
const num = (d: ErrorDetails, key: string): number | null => {
  const value = d?.[key]
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}
const list = (d: ErrorDetails, key: string): string | null => {
  const value = d?.[key]
  return Array.isArray(value) && value.length ? value.join(', ') : null
}
/** A 403's words (docs/service-contract.md §5.5): what the missing permission allows, never its name. */
function lacking(d: ErrorDetails): string {
  const scope = /Insufficient permissions:\s*([\w:]+)\s+required/i.exec(
    text(d, 'detail') ?? '',
  )?.[1]
  return missingPermissionWords(scope ?? null)
}
const orHint = (d: ErrorDetails, fallback: string) => text(d, 'hint') ?? fallback

/** `lead: detail.`, with the service's message stripped of its `param: ` prefix. */
function withDetail(lead: string, d: ErrorDetails): string {
  const detail = text(d, 'message')
    ?.replace(/^[\w.[\]]+: /, '')
    .replace(/\.$/, '')
  return detail ? `${lead}: ${detail}.` : `${lead}.`
}

/** A sentence for each code of docs/service-contract.md §7.2, quoting what the body tells (never a key or a URL). */
const MESSAGES: { [Code in ErrorCode]: (d: ErrorDetails) => string } = {
  invalid_request: (d) => {
    const param = text(d, 'param')?.replaceAll('_', ' ')
    return withDetail(param ? `Check the ${param}` : 'Something in the request is not valid', d)
  },
  unsupported_aspect: (d) =>
    `This aspect ratio is not available for the model${list(d, 'valid_values') ? `; choose ${list(d, 'valid_values')}` : ''}.`,
  unsupported_quality: (d) =>
    `This quality is not available for the model${list(d, 'valid_values') ? `; choose ${list(d, 'valid_values')}` : ''}.`,
  unsupported_resolution: (d) =>
    `This resolution is not available for the model${list(d, 'valid_values') ? `; choose ${list(d, 'valid_values')}` : ''}.`,
  param_ignored_use_variant: (d) =>
    `The ${text(d, 'param')?.replaceAll('_', ' ') ?? 'setting'} is fixed by the model you chose. Switch to a variant that has the value you want${list(d, 'valid_values') ? `: ${list(d, 'valid_values')}` : ''}.`,
  // The family and its variants are ids: the refusal's buttons name the variants in words.
  variant_required: () =>
    'The model you chose is a family of models, not one model: pick one of its variants. No credits were spent.',
  prompt_too_long: (d) =>
    num(d, 'max_chars') !== null
      ? `The prompt is too long: this model takes at most ${num(d, 'max_chars')} characters${num(d, 'length') !== null ? ` (it has ${num(d, 'length')})` : ''}.`
      : 'The prompt is longer than this model allows.',
  too_many_input_images: (d) =>
    `Too many source images for this model${num(d, 'max_input_images') !== null ? `: at most ${num(d, 'max_input_images')}` : ''}.`,
  invalid_model: (d) =>
    orHint(
      d,
      'This model cannot do this kind of generation. Choose another model or generation type.',
    ),
  model_disabled: (d) =>
    `This model is unavailable right now${list(d, 'valid_values') ? `; try ${list(d, 'valid_values')}` : ''}.`,
  missing_input: () =>
    'This model needs source media: upload a file, paste a URL or pick one from the gallery.',
  invalid_input: (d) => withDetail('The input is not valid for this generation', d),
  invalid_bucket: () => 'Uploads to this storage bucket are not allowed.',
  insufficient_credits: (d) =>
    num(d, 'required_credits') !== null && num(d, 'available_credits') !== null
      ? `Not enough credits: this costs ${num(d, 'required_credits')} and ${num(d, 'available_credits')} are available. Top up, then try again.`
      : 'Not enough credits. Top up, then try again.',
  missing_scope: lacking,
  not_found: (d) =>
    text(d, 'param') === 'source_generation_id'
      ? 'That video is not in your gallery (or belongs to another key). Pick one of your own videos.'
      : 'Not found, or not visible to the connected key.',
  model_not_found: () => 'This model is not in the catalog any more. Choose another model.',
  draft_not_found: () =>
    'That draft does not exist, is not yours, or was not made at a draft quality. Pick one of your drafts in the gallery.',
  draft_not_finished: () =>
    'The draft has not finished rendering yet. Wait until it shows as completed, then finalize it.',
  name_taken: () => 'An asset with this name already exists. Choose another name.',
  draft_expired: () =>
    'The draft is older than 7 days and can no longer be finalized. Make it again in Create (as a draft or at full quality).',
  file_too_large: (d) =>
    num(d, 'max_bytes') !== null
      ? `The file is too large: this takes at most ${formatBytes(num(d, 'max_bytes')!)}. Make it smaller, then try again.`
      : 'The file is too large to upload. Make it smaller, then try again.',
  quota_exceeded: () => 'Your asset library is full. Delete some assets first.',
  rate_limit_exceeded: (d) =>
    num(d, 'reset_after') !== null
      ? `Too many requests. You can try again in ${num(d, 'reset_after')} seconds.`
      : 'Too many requests. Wait a moment, then try again.',
  unsupported_type: (d) =>
    `This file type is not supported here${list(d, 'valid_values') ? `: use ${list(d, 'valid_values')}` : ''}. Convert the file or pick another, then try again.`,
  fetch_failed: () =>
    'The service could not fetch that URL. Check that it is public and reachable, or upload the file instead.',
  shared_scope_required: () =>
    'Team accounts must choose between the team library and the personal one.',
  already_answered: () => 'This question has already been answered.',
  upload_not_configured: () =>
    'Uploads are not available on this service right now. Paste a URL instead.',
}

function byStatus(status: number | undefined, d: ErrorDetails): string {
  if (status === 401) return 'The API key is missing, invalid or revoked. Connect again.'
  if (status === 403) return lacking(d)
  if (status === 429) return MESSAGES.rate_limit_exceeded(d)
  if (status !== undefined && status >= 500)
    return 'The service had a problem. Try again in a moment.'
  return text(d, 'message') ?? text(d, 'detail') ?? 'The request failed.'
}

/**
 * Whether the service named one of its codes. MESSAGES has a message for every code of the
 * contract and no other key (its type says so), so it answers as the contract's `isErrorCode`
 * would, without bringing the contract's table of codes (statuses, descriptions) into the browser.
 */
function hasMessage(code: string | null | undefined): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(MESSAGES, code)
}

/** A human message for an error answer: by its `error` code, else by its HTTP status. */
export function errorMessage(
  code: string | null | undefined,
  details: ErrorDetails,
  status?: number,
): string {
  return hasMessage(code) ? MESSAGES[code](details) : byStatus(status, details)
}
