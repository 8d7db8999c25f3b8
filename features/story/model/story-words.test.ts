import { describe, expect, it } from 'vitest'
import { describeProblem } from '@/lib/errors/problem'
import { ApiError } from '@/lib/http/api-error'
import { STORY_WORDS, storyFieldOfParam } from './story-words'

/** The problem, and its fields as the story form names them. */
const describeStoryError = (status: number, body: Record<string, unknown>, id?: string) => {
  const problem = describeProblem(new ApiError(status, body, id ?? null), STORY_WORDS)
  const fieldErrors = problem.fieldErrors.map(({ target, message }) => ({ path: target, message }))
  return { problem, fieldErrors }
}

describe('story errors on their fields', () => {
  it('maps scene members to that scene', () => {
    expect(storyFieldOfParam('scenes[2].prompt')).toBe('scenes.2.prompt')
    expect(storyFieldOfParam('scenes[0].duration_seconds')).toBe('scenes.0.duration_seconds')
    expect(storyFieldOfParam('scenes')).toBe('scenes')
    expect(storyFieldOfParam('aspect_ratio')).toBe('aspect_ratio')
  })

  it('puts an invalid model on the model picker, with the models to switch to', () => {
    const found = describeStoryError(400, {
      error: 'invalid_model',
      message: "'x' cannot make story scenes from prompts",
      param: 'model',
      valid_values: ['wan-2-5'],
      hint: 'Use a video model with the text-to-video generation type',
    })
    expect(found.fieldErrors).toEqual([
      { path: 'model', message: 'Use a video model with the text-to-video generation type' },
    ])
    expect(found.problem.fix).toEqual({ kind: 'pick', target: 'model', values: ['wan-2-5'] })
  })

  it('puts a long prompt on its scene', () => {
    const found = describeStoryError(400, {
      error: 'prompt_too_long',
      message: 'scenes[1]: prompt has 1600 characters; wan-2-5 allows at most 1500',
      param: 'scenes[1].prompt',
      max_chars: 1500,
      length: 1600,
    })
    expect(found.fieldErrors[0]).toEqual({
      path: 'scenes.1.prompt',
      message: 'The prompt is too long: this model takes at most 1500 characters (it has 1600).',
    })
  })

  it('offers the top-up on insufficient credits and the wait on a rate limit', () => {
    const credits = describeStoryError(400, {
      error: 'insufficient_credits',
      required_credits: 60,
      available_credits: 0,
    })
    expect(credits.problem.fix?.kind).toBe('top-up')
    expect(credits.fieldErrors).toEqual([])
    const limited = describeStoryError(429, { error: 'rate_limit_exceeded', reset_after: 12 })
    expect(limited.problem.fix).toEqual({ kind: 'wait', seconds: 12 })
  })
})
