import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/http/api-error'
import { describeProblem } from '@/lib/errors/problem'
import { ANSWER_WORDS } from './answer-rules'

const ID = '6f1c2d3e-0000-4000-8000-000000000abc'

describe('the reference in an order answer refusal', () => {
  it('is kept beside the message, not in it', () => {
    const answer = describeProblem(new ApiError(403, { detail: 'no' }, ID), ANSWER_WORDS)
    expect(answer.reference).toBe(ID)
    expect(answer.message).not.toContain(ID)
  })
})
