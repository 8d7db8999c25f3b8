import { describe, expect, it } from 'vitest'
import { ApiError, UnreadableAnswer } from '@/lib/http/api-error'
import { describeProblem, problemMessage, unansweredStart, withAdvice } from './problem'

const refused = (status: number, body: Record<string, unknown>, requestId: string | null = null) =>
  new ApiError(status, body, requestId)

describe('describeProblem: the one translator of failures into words', () => {
  it('says a service refusal in the studio’s words, with its reference and its way out', () => {
    const problem = describeProblem(
      refused(402, { error: 'insufficient_credits', purchase_url: 'https://buy.example' }, 'req-7'),
    )
    expect(problem.code).toBe('insufficient_credits')
    expect(problem.message).not.toMatch(/insufficient_credits|402/)
    expect(problem.reference).toBe('req-7')
    expect(problem.fix).toEqual({ kind: 'top-up', purchaseUrl: 'https://buy.example' })
  })

  it('keeps a studio route’s own words (they are the studio’s already)', () => {
    const error = new ApiError(
      409,
      { error: 'name_taken', message: 'You already have a preset called “Kite”.' },
      null,
      'studio',
    )
    expect(problemMessage(error)).toBe('You already have a preset called “Kite”.')
  })

  it('puts a refusal on the field it names, and each listed issue on its own field', () => {
    const words = {
      fieldOf: (param: unknown) => (param === 'prompt' || param === 'duration' ? param : null),
      pickable: ['duration'] as const,
      reword: (text: string) => text.replaceAll('duration', 'length'),
    }
    const problem = describeProblem(
      refused(400, {
        error: 'invalid_parameter',
        param: 'duration',
        valid_values: [5, 10],
        errors: [{ param: 'prompt', message: 'prompt is empty' }],
      }),
      words,
    )
    expect(problem.fieldErrors.map((e) => e.target)).toEqual(['duration', 'prompt'])
    expect(problem.fix).toEqual({ kind: 'pick', target: 'duration', values: ['5', '10'] })
  })

  it('lets a surface say what it knows better, and keeps the general rule for the rest', () => {
    const problem = describeProblem(refused(409, { error: 'already_answered' }), {
      refusal: ({ code }) =>
        code === 'already_answered' ? { message: 'Someone answered it.' } : null,
    })
    expect(problem.message).toBe('Someone answered it.')
    expect(problem.fix).toBeNull()
    expect(describeProblem(refused(429, { error: 'rate_limited', reset_after: 8 })).fix).toEqual({
      kind: 'wait',
      seconds: 8,
    })
  })

  it('says what happened when no answer was read, and warns that a start may have landed', () => {
    expect(problemMessage(new TypeError('Failed to fetch'))).toMatch(/could not be reached/)
    expect(problemMessage(new UnreadableAnswer())).toMatch(/unexpected shape/)
    const start = describeProblem(new TypeError('Failed to fetch'), {
      unanswered: unansweredStart('the gallery'),
    })
    expect(start.message).toMatch(/may have started anyway: check the gallery/)
    expect(start.fix).toEqual({ kind: 'retry-later' })
    expect(withAdvice({ message: 'Too big.', fix: { kind: 'advice', words: 'Pick a PNG.' } })).toBe(
      'Too big. Pick a PNG.',
    )
  })
})
