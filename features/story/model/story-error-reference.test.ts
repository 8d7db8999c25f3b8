import { describe, expect, it } from 'vitest'
import { describeStoryError } from './story-errors'

const ID = '6f1c2d3e-0000-4000-8000-000000000abc'

describe('the reference in a story refusal', () => {
  it('ends the message', () => {
    const reference = `(reference ${ID})`
    expect(describeStoryError(429, { error: 'rate_limit_exceeded' }, ID).problem.message).toContain(
      reference,
    )
  })
})
