import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/http/api-error'
import { answerProblem } from './answer-rules'

const ID = '6f1c2d3e-0000-4000-8000-000000000abc'

describe('the reference in an order answer refusal', () => {
  it('is kept beside the message, not in it', () => {
    const answer = answerProblem(new ApiError(403, { detail: 'no' }, ID))
    expect(answer.kind !== 'already_answered' && answer.reference).toBe(ID)
    expect(answer.kind !== 'already_answered' && answer.message).not.toContain(ID)
  })
})
