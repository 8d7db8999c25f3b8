import { errorMessage } from '@/lib/errors/messages'
import { problemMessage } from '@/lib/errors/problem-message'
import type { MediaFieldName } from '@/lib/forms/media-values'

/** Where a server error lands: a form field, or the model picker. */
export type ErrorTarget = MediaFieldName | 'model'

/** Targets whose value is one string of a list, so `valid_values` can become a picker. */
const PICK_TARGETS = [
  'model',
  'generation_type',
  'aspect_ratio',
  'duration',
  'resolution',
  'quality',
] as const
export type PickTarget = (typeof PICK_TARGETS)[number]
const isPickTarget = (target: ErrorTarget | null): target is PickTarget =>
  (PICK_TARGETS as readonly string[]).includes(target ?? '')

/** The one-click way out an error offers, when there is one. */
export type ErrorFix =
  | { kind: 'variant'; family: string | null; variants: string[]; recommended: string | null }
  | { kind: 'pick'; target: PickTarget; values: string[] }
  | { kind: 'top-up'; purchaseUrl: string | null }
  | { kind: 'wait'; seconds: number }
  | { kind: 'retry-later' }
  | { kind: 'reconnect' }

export interface ServerProblem {
  code: string | null
  message: string
  /** The studio's request id, shown as a detail beside the message (lib/errors/reference.ts). */
  reference?: string | null
  fieldErrors: { target: ErrorTarget; message: string }[]
  fix: ErrorFix | null
}

/** Request parameters and the form field that edits each. */
const PARAM_TARGETS: Record<string, ErrorTarget> = {
  model: 'model',
  prompt: 'prompt',
  negative_prompt: 'negative_prompt',
  generation_type: 'generation_type',
  aspect_ratio: 'aspect_ratio',
  duration: 'duration',
  resolution: 'resolution',
  quality: 'quality',
  sound: 'sound',
  source_media_urls: 'sources',
}

/** Codes that name their field even when the body has no `param`. */
const CODE_TARGETS: Record<string, ErrorTarget> = {
  unsupported_aspect: 'aspect_ratio',
  unsupported_quality: 'quality',
  unsupported_resolution: 'resolution',
  variant_required: 'model',
  prompt_too_long: 'prompt',
  too_many_input_images: 'sources',
  invalid_model: 'model',
  model_disabled: 'model',
  model_not_found: 'model',
  missing_input: 'sources',
}

/** `source_media_urls[1]` and `body.prompt` name the fields `source_media_urls` and `prompt`. */
export function targetOfParam(param: unknown): ErrorTarget | null {
  if (typeof param !== 'string') return null
  const name = param.replace(/^body\./, '').split(/[.[]/)[0] ?? ''
  return PARAM_TARGETS[name] ?? null
}

const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v) => typeof v === 'string' || typeof v === 'number').map(String)
    : []

type Body = Record<string, unknown> | null

function fixOf(
  code: string | null,
  status: number,
  body: Body,
  target: ErrorTarget | null,
): ErrorFix | null {
  if (code === 'variant_required') {
    const variants = strings(body?.available_variants)
    const recommended =
      typeof body?.recommended_variant === 'string' ? body.recommended_variant : null
    return {
      kind: 'variant',
      family: typeof body?.family === 'string' ? body.family : null,
      variants,
      recommended,
    }
  }
  if (code === 'insufficient_credits') {
    return {
      kind: 'top-up',
      purchaseUrl: typeof body?.purchase_url === 'string' ? body.purchase_url : null,
    }
  }
  if (status === 429) return { kind: 'wait', seconds: Math.max(1, Number(body?.reset_after) || 60) }
  if (status === 401 || status === 403) return { kind: 'reconnect' }
  if (status >= 500) return { kind: 'retry-later' }
  const values = strings(body?.valid_values)
  if (!values.length) return null
  // param_ignored_use_variant lists model ids to switch to, whatever parameter it names.
  const pickTarget = code === 'param_ignored_use_variant' ? 'model' : target
  return isPickTarget(pickTarget) ? { kind: 'pick', target: pickTarget, values } : null
}

/** Turns an error answer into messages on their fields and the fix to offer (docs/service-contract.md §7). */
export function describeServerError(
  status: number,
  body: Body,
  requestId: string | null = null,
): ServerProblem {
  const code = typeof body?.error === 'string' ? body.error : null
  const message = errorMessage(code, body, status)
  const target = targetOfParam(body?.param) ?? (code ? (CODE_TARGETS[code] ?? null) : null)
  const fieldErrors: ServerProblem['fieldErrors'] = []
  const issues = Array.isArray(body?.errors) ? (body.errors as unknown[]) : []
  for (const issue of issues) {
    const item = issue as Record<string, unknown> | null
    const issueTarget = targetOfParam(item?.param)
    if (issueTarget && typeof item?.message === 'string')
      fieldErrors.push({ target: issueTarget, message: item.message })
  }
  if (target && !fieldErrors.some((e) => e.target === target))
    fieldErrors.unshift({ target, message })
  const fix = fixOf(code, status, body, target)
  return { code, message, reference: requestId, fieldErrors, fix }
}

/**
 * No answer to a start POST (the network, or one that could not be read): it may still have
 * landed and spent credits, so the words say where to look before another click sends it again.
 */
export function unansweredProblem(error: unknown, where: string, what = 'job'): ServerProblem {
  return {
    code: null,
    message: `${problemMessage(error)} The ${what} may have started anyway: check ${where} before trying again.`,
    fieldErrors: [],
    fix: { kind: 'retry-later' },
  }
}
