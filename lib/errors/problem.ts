import { ApiError, UnreadableAnswer } from '@/lib/http/api-error'
import { errorMessage } from './messages'
import { referenceOf } from './reference'

/**
 * The studio's one translator of failures into words (docs/architecture.md, "Errors"): anything a
 * request can throw becomes one `Problem`. A surface that knows more than the general words (an
 * asset's name, a story's scenes, a question already answered) passes its `ProblemWords`; the
 * shape and the rules stay the same everywhere.
 */

/** The one-click way out a problem offers, when there is one. */
export type ErrorFix =
  | { kind: 'variant'; family: string | null; variants: string[]; recommended: string | null }
  | { kind: 'pick'; target: string; values: string[] }
  | { kind: 'top-up'; purchaseUrl: string | null }
  | { kind: 'wait'; seconds: number }
  | { kind: 'retry-later' }
  | { kind: 'reconnect' }
  /** No button: what to do, in words. */
  | { kind: 'advice'; words: string }

export interface Problem<Field extends string = string> {
  /** The service's error code, or the studio's word for what stands in for one (`cancelled`). */
  code: string | null
  message: string
  /** The studio's request id, shown as a detail beside the message (./reference.ts). */
  reference: string | null
  /** Messages on the form fields the problem is about, the first the main one. */
  fieldErrors: { target: Field; message: string }[]
  fix: ErrorFix | null
  /** What the refusal's body says beyond its words, for a surface that shows it (an answer). */
  facts?: Record<string, string | null>
}

type Body = Record<string, unknown> | null

export interface Refusal {
  code: string | null
  status: number
  body: Body
}

/** A surface's own words: each member optional, each falling back to the general rule. */
export interface ProblemWords<Field extends string = string> {
  /** Words for a refusal this surface knows better than the general table (./messages.ts). */
  refusal?: (refusal: Refusal) => Partial<Omit<Problem, 'reference' | 'fieldErrors'>> | null
  /** Words when no answer was read (the network, a cancel, an unreadable answer). */
  unanswered?: (error: unknown, general: string) => Partial<Omit<Problem, 'reference'>> | null
  /** The form field a parameter (`scenes[2].prompt`, `body.prompt`) or a code is about. */
  fieldOf?: (param: unknown, code: string | null) => Field | null
  /** The fields a `valid_values` list can be picked for (one string of a list). */
  pickable?: readonly Field[]
  /** The service's parameter names inside a message, in words (`scene 3 prompt`). */
  reword?: (text: string) => string
}

const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v) => typeof v === 'string' || typeof v === 'number').map(String)
    : []

/** The general one-click fixes (docs/service-contract.md §7). */
function generalFix(
  { code, status, body }: Refusal,
  target: string | null,
  pickable: readonly string[],
): ErrorFix | null {
  if (code === 'variant_required') {
    return {
      kind: 'variant',
      family: typeof body?.family === 'string' ? body.family : null,
      variants: strings(body?.available_variants),
      recommended: typeof body?.recommended_variant === 'string' ? body.recommended_variant : null,
    }
  }
  if (code === 'insufficient_credits') {
    const purchaseUrl = typeof body?.purchase_url === 'string' ? body.purchase_url : null
    return { kind: 'top-up', purchaseUrl }
  }
  if (status === 429) return { kind: 'wait', seconds: Math.max(1, Number(body?.reset_after) || 60) }
  if (status === 401 || status === 403) return { kind: 'reconnect' }
  if (status >= 500) return { kind: 'retry-later' }
  const values = strings(body?.valid_values)
  // param_ignored_use_variant lists model ids to switch to, whatever parameter it names.
  const pickTarget = code === 'param_ignored_use_variant' ? 'model' : target
  return values.length && pickTarget && pickable.includes(pickTarget)
    ? { kind: 'pick', target: pickTarget, values }
    : null
}

/** The words of a failure that is not a refusal: no answer, or one that could not be read. */
function unansweredMessage(error: unknown): string {
  if (error instanceof TypeError)
    return 'The studio could not be reached. Check your connection, then try again.'
  if (error instanceof UnreadableAnswer || (error instanceof Error && error.name === 'ZodError'))
    return 'The service answered in an unexpected shape.'
  return error instanceof Error && error.message ? error.message : 'Something went wrong.'
}

function refusalProblem<Field extends string>(
  error: ApiError,
  words: ProblemWords<Field>,
): Problem<Field> {
  const refusal: Refusal = { code: error.code ?? null, status: error.status, body: error.body }
  const { body, code } = refusal
  const own = error.refusedBy === 'studio' ? body?.message : undefined
  const general = typeof own === 'string' ? own : errorMessage(code, body, error.status)
  const reword = words.reword ?? ((text: string) => text)
  const known = words.refusal?.(refusal)
  const message = known?.message ?? reword(general)
  const fieldOf = words.fieldOf ?? (() => null)
  const target = fieldOf(body?.param, null) ?? fieldOf(undefined, code)
  const fieldErrors: Problem<Field>['fieldErrors'] = []
  const issues: unknown[] = Array.isArray(body?.errors) ? body.errors : []
  for (const issue of issues) {
    const item = issue && typeof issue === 'object' ? (issue as Record<string, unknown>) : null
    const issueTarget = fieldOf(item?.param, null)
    if (issueTarget && typeof item?.message === 'string')
      fieldErrors.push({ target: issueTarget, message: reword(item.message) })
  }
  if (target && !fieldErrors.some((e) => e.target === target))
    fieldErrors.unshift({ target, message })
  return {
    code: known?.code ?? code,
    message,
    reference: referenceOf(error),
    fieldErrors,
    fix: known?.fix !== undefined ? known.fix : generalFix(refusal, target, words.pickable ?? []),
    ...(known?.facts ? { facts: known.facts } : {}),
  }
}

/** Anything a request can throw, in words, with the way out and the fields it is about. */
export function describeProblem<Field extends string = string>(
  error: unknown,
  words: ProblemWords<Field> = {},
): Problem<Field> {
  if (error instanceof ApiError) return refusalProblem(error, words)
  const general = unansweredMessage(error)
  const own = words.unanswered?.(error, general)
  return {
    code: own?.code ?? null,
    message: own?.message ?? general,
    reference: null,
    fieldErrors: [],
    fix: own?.fix ?? null,
  }
}

/** Just the words of `describeProblem`, for a toast or a line. */
export function problemMessage(error: unknown): string {
  return describeProblem(error).message
}

/**
 * No answer to a start POST (the network, or one that could not be read): it may still have
 * landed and spent credits, so the words say where to look before another click sends it again.
 */
export function unansweredStart(where: string, what = 'job'): ProblemWords['unanswered'] {
  return (_, general) => ({
    message: `${general} The ${what} may have started anyway: check ${where} before trying again.`,
    fix: { kind: 'retry-later' },
  })
}

/** The words of a problem's advice, when its way out is words rather than a button. */
export function adviceOf(problem: Pick<Problem, 'fix'>): string | null {
  return problem.fix?.kind === 'advice' ? problem.fix.words : null
}

/** The message and its advice as one line (a field's message, a list of failures). */
export function withAdvice(problem: Pick<Problem, 'message' | 'fix'>): string {
  const advice = adviceOf(problem)
  return advice ? `${problem.message} ${advice}` : problem.message
}
