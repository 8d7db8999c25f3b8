import { describe, expect, it } from 'vitest'
import { describeProblem } from '@/lib/errors/problem'
import { ApiError } from '@/lib/http/api-error'
import { STORY_WORDS } from './story-words'

const ID = '6f1c2d3e-0000-4000-8000-000000000abc'

/** The problem, and its fields as the story form names them. */
const describeStoryError = (status: number, body: Record<string, unknown>, id?: string) => {
  const problem = describeProblem(new ApiError(status, body, id ?? null), STORY_WORDS)
  const fieldErrors = problem.fieldErrors.map(({ target, message }) => ({ path: target, message }))
  return { problem, fieldErrors }
}

describe('the reference in a story refusal', () => {
  it('is kept beside the message, not in it', () => {
    const { problem } = describeStoryError(429, { error: 'rate_limit_exceeded' }, ID)
    expect(problem.reference).toBe(ID)
    expect(problem.message).not.toContain(ID)
  })
})
