import { z } from 'zod'
import { errorMessage } from '@/lib/errors/messages'
import { referenceOf } from '@/lib/errors/reference'
import { ApiError } from '@/lib/http/api-error'
import { relativeWords } from './countdown'

/**
 * The answer form: an option or free text (docs/service-contract.md §4.7 allows either). Free text wins when both are
 * given, so typing after picking an option is what gets sent.
 */
export const AnswerForm = z
  .object({ option: z.string(), text: z.string().max(2000, 'At most 2,000 characters.') })
  .refine((v) => v.option.trim() !== '' || v.text.trim() !== '', {
    message: 'Pick an option or write an answer first.',
    path: ['text'],
  })
export type AnswerForm = z.infer<typeof AnswerForm>

export const answerOf = (values: AnswerForm) => values.text.trim() || values.option.trim()

/** Words shown before a late answer is sent (docs/service-contract.md §3: accepted after the window, marked late). */
export function lateWarning(windowExpiresAt: string, now: number): string | null {
  const left = Date.parse(windowExpiresAt) - now
  if (left > 0) return null
  return `This question's window closed ${relativeWords(left)}: the service has already gone ahead without an answer. Your answer is still recorded, marked late, and may not change the film.`
}

export type AnswerProblem =
  | { kind: 'already_answered'; answer: string | null; answeredAt: string | null }
  | {
      kind: 'not_found' | 'forbidden' | 'other'
      message: string
      /** The studio's request id, shown as a detail beside the message. */
      reference?: string | null
    }

const AlreadyAnsweredBody = z.looseObject({
  answer: z.string().nullish(),
  answered_at: z.string().nullish(),
})

/** What went wrong with an answer, in words; `already_answered` is not an error to the user. */
export function answerProblem(error: unknown): AnswerProblem {
  const found = answerProblemOf(error)
  if (!(error instanceof ApiError) || found.kind === 'already_answered') return found
  return { ...found, reference: referenceOf(error) }
}

function answerProblemOf(error: unknown): AnswerProblem {
  if (!(error instanceof ApiError)) {
    return {
      kind: 'other',
      message:
        'The service could not be reached. Your answer is kept: check the question, then send again.',
    }
  }
  if (error.code === 'already_answered' || error.status === 409) {
    const body = AlreadyAnsweredBody.safeParse(error.body)
    return {
      kind: 'already_answered',
      answer: body.success ? (body.data.answer ?? null) : null,
      answeredAt: body.success ? (body.data.answered_at ?? null) : null,
    }
  }
  if (error.status === 404) {
    return {
      kind: 'not_found',
      message:
        'This question or its order was not found, or it belongs to another account than the connected key.',
    }
  }
  if (error.status === 403) {
    return {
      kind: 'forbidden',
      message:
        'The connected key may read orders but not answer them: answering needs the generate:media permission. Connect a key that has it.',
    }
  }
  if (error.status >= 500) {
    return {
      kind: 'other',
      message:
        'The service had a problem, so the answer may or may not have been recorded. The order is read again: if the question is still open, your answer is kept here to send again.',
    }
  }
  return { kind: 'other', message: errorMessage(error.code, error.body, error.status) }
}
