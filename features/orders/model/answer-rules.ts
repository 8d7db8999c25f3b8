import { z } from 'zod'
import type { ProblemWords } from '@/lib/errors/problem'
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

const AlreadyAnsweredBody = z.looseObject({
  answer: z.string().nullish(),
  answered_at: z.string().nullish(),
})

/**
 * An answer's problems in words (docs/service-contract.md §4.7). `already_answered` is not an
 * error to the user: its problem carries the recorded answer (`facts.answer`, `facts.answeredAt`).
 */
export const ANSWER_WORDS: ProblemWords = {
  refusal: ({ code, status, body }) => {
    if (code === 'already_answered' || status === 409) {
      const said = AlreadyAnsweredBody.safeParse(body)
      const answer = said.success ? (said.data.answer ?? null) : null
      return {
        code: 'already_answered',
        message: `Already answered${answer ? `: “${answer}”` : ''}. That answer is the one the service recorded.`,
        fix: null,
        facts: { answer, answeredAt: said.success ? (said.data.answered_at ?? null) : null },
      }
    }
    if (status === 404) {
      return {
        code: 'not_found',
        message:
          'This question or its order was not found, or it belongs to another account than the connected key.',
        fix: null,
      }
    }
    if (status === 403) {
      return {
        code: 'forbidden',
        message:
          "The connected key may read orders but not answer them: answering needs the permission to generate images or videos. Ask the key's owner for it, or connect another key.",
        fix: null,
      }
    }
    if (status >= 500) {
      return {
        message:
          'The service had a problem, so the answer may or may not have been recorded. The order is read again: if the question is still open, your answer is kept here to send again.',
        fix: null,
      }
    }
    return { fix: null }
  },
  unanswered: () => ({
    message:
      'The service could not be reached. Your answer is kept: check the question, then send again.',
  }),
}
