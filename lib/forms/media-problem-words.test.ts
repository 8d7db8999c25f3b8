import { describe, expect, it } from 'vitest'
import { describeProblem, unansweredStart } from '@/lib/errors/problem'
import { ApiError } from '@/lib/http/api-error'
import { MEDIA_WORDS, targetOfParam } from './media-problem-words'

const describeServerError = (status: number, body: Record<string, unknown> | null) =>
  describeProblem(new ApiError(status, body), MEDIA_WORDS)
const unansweredProblem = (error: unknown, where: string, what?: string) =>
  describeProblem(error, { unanswered: unansweredStart(where, what) })

describe('server errors -> fields and fixes', () => {
  it('lands a validation error on its field by param, and each listed issue too', () => {
    const problem = describeServerError(400, {
      error: 'invalid_request',
      message: 'prompt: a non-empty prompt is required',
      param: 'prompt',
      errors: [
        { param: 'prompt', message: 'a non-empty prompt is required' },
        { param: 'source_media_urls[1]', message: 'must be an http(s) URL' },
      ],
    })
    expect(problem.fieldErrors).toEqual([
      { target: 'prompt', message: 'a non-empty prompt is required' },
      { target: 'sources', message: 'must be an http(s) URL' },
    ])
    expect(problem.fix).toBeNull()
  })

  it('names the field of codes that carry no param', () => {
    expect(
      describeServerError(400, { error: 'prompt_too_long', message: 'x' }).fieldErrors[0]?.target,
    ).toBe('prompt')
    expect(
      describeServerError(400, { error: 'missing_input', message: 'x' }).fieldErrors[0]?.target,
    ).toBe('sources')
    expect(
      describeServerError(400, { error: 'unsupported_aspect', message: 'x' }).fieldErrors[0]
        ?.target,
    ).toBe('aspect_ratio')
  })

  it('offers the recommended variant and the others for variant_required', () => {
    const problem = describeServerError(400, {
      error: 'variant_required',
      message: 'family',
      param: 'model',
      family: 'veo3-1-fast',
      available_variants: ['veo3-1-fast-text-to-video', 'veo3-1-fast-first-and-last-frames'],
      recommended_variant: 'veo3-1-fast-text-to-video',
    })
    expect(problem.fieldErrors[0]?.target).toBe('model')
    expect(problem.fix).toEqual({
      kind: 'variant',
      family: 'veo3-1-fast',
      variants: ['veo3-1-fast-text-to-video', 'veo3-1-fast-first-and-last-frames'],
      recommended: 'veo3-1-fast-text-to-video',
    })
    // The fix's buttons name the variants in words; the message names no id.
    expect(problem.message).toMatch(/pick one of its variants/)
    expect(problem.message).not.toContain('veo3-1-fast')
  })

  it('turns valid_values into a picker on the field, or on the model for a fixed parameter', () => {
    const aspect = describeServerError(400, {
      error: 'unsupported_aspect',
      message: 'x',
      param: 'aspect_ratio',
      valid_values: ['16:9', '9:16'],
    })
    expect(aspect.fix).toEqual({ kind: 'pick', target: 'aspect_ratio', values: ['16:9', '9:16'] })
    const fixed = describeServerError(400, {
      error: 'param_ignored_use_variant',
      message: 'x',
      param: 'resolution',
      valid_values: ['nano-banana-pro-4K'],
    })
    expect(fixed.fieldErrors[0]?.target).toBe('resolution')
    expect(fixed.fix).toEqual({ kind: 'pick', target: 'model', values: ['nano-banana-pro-4K'] })
  })

  it('offers a top-up for insufficient credits, whatever the status', () => {
    for (const status of [400, 402]) {
      const problem = describeServerError(status, {
        error: 'insufficient_credits',
        message: 'x',
        purchase_url: 'https://buy',
      })
      expect(problem.fix).toEqual({ kind: 'top-up', purchaseUrl: 'https://buy' })
    }
  })

  it('waits reset_after on 429, and tells auth and server failures apart', () => {
    expect(
      describeServerError(429, { error: 'rate_limit_exceeded', message: 'x', reset_after: 42 }).fix,
    ).toEqual({
      kind: 'wait',
      seconds: 42,
    })
    expect(describeServerError(401, { detail: 'Invalid or revoked API key' }).fix).toEqual({
      kind: 'reconnect',
    })
    expect(describeServerError(503, null).fix).toEqual({ kind: 'retry-later' })
    expect(describeServerError(503, null).fieldErrors).toEqual([])
  })

  it('reads param names in the forms the service writes them', () => {
    expect(targetOfParam('source_media_urls[0]')).toBe('sources')
    expect(targetOfParam('body.duration')).toBe('duration')
    expect(targetOfParam('seed')).toBeNull()
    expect(targetOfParam(undefined)).toBeNull()
  })
})

describe('pickers only where a value is one string of a list', () => {
  it('offers no picker for source media kinds', () => {
    const problem = describeServerError(400, {
      error: 'invalid_request',
      message: 'x',
      param: 'source_media_urls',
      valid_values: ['image'],
    })
    expect(problem.fieldErrors[0]?.target).toBe('sources')
    expect(problem.fix).toBeNull()
  })
})

describe('unanswered start', () => {
  it('says the job may have started and where to look, and offers a later retry', () => {
    const problem = unansweredProblem(new TypeError('Failed to fetch'), 'the gallery')
    expect(problem.message).toBe(
      'The studio could not be reached. Check your connection, then try again. The job may have started anyway: check the gallery before trying again.',
    )
    expect(problem).toMatchObject({ code: null, fieldErrors: [], fix: { kind: 'retry-later' } })
  })

  it('names what was started', () => {
    expect(unansweredProblem(new TypeError('x'), 'the history', 'story').message).toContain(
      'The story may have started anyway: check the history before trying again.',
    )
  })
})
