import { describe, expect, it } from 'vitest'
import { describeStoryError } from './story-errors'

const ID = '6f1c2d3e-0000-4000-8000-000000000abc'

describe('the reference in a story refusal', () => {
  it('is kept beside the message, not in it', () => {
    const { problem } = describeStoryError(429, { error: 'rate_limit_exceeded' }, ID)
    expect(problem.reference).toBe(ID)
    expect(problem.message).not.toContain(ID)
  })
})
