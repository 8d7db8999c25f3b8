import { describe, expect, it } from 'vitest'
import { ERROR_CODES, isErrorCode, retryClassOf, statusOf } from './errors'

const SPEC_7_2: Record<string, number[]> = {
  invalid_request: [400],
  unsupported_aspect: [400],
  unsupported_quality: [400],
  unsupported_resolution: [400],
  param_ignored_use_variant: [400],
  variant_required: [400],
  prompt_too_long: [400],
  too_many_input_images: [400],
  invalid_model: [400],
  model_disabled: [400],
  missing_input: [400],
  invalid_input: [400],
  invalid_bucket: [400],
  insufficient_credits: [400, 402],
  missing_scope: [403],
  not_found: [404],
  model_not_found: [404],
  draft_not_found: [404],
  draft_not_finished: [409],
  name_taken: [409],
  draft_expired: [410],
  file_too_large: [413],
  quota_exceeded: [413],
  rate_limit_exceeded: [429],
  upload_not_configured: [503],
}

describe('error codes of docs/service-contract.md §7.2', () => {
  it.each(Object.entries(SPEC_7_2))('%s has status %j', (code, statuses) => {
    expect(isErrorCode(code)).toBe(true)
    expect(ERROR_CODES[code as keyof typeof ERROR_CODES].statuses).toEqual(statuses)
  })

  it('includes the codes whose status the spec leaves open', () => {
    for (const code of [
      'unsupported_type',
      'fetch_failed',
      'shared_scope_required',
      'already_answered',
    ]) {
      expect(isErrorCode(code)).toBe(true)
    }
    expect(statusOf('already_answered')).toBe(409)
  })

  it('classifies retries per docs/service-contract.md §7.4', () => {
    expect(retryClassOf('insufficient_credits', 402)).toBe('top-up')
    expect(retryClassOf('insufficient_credits', 400)).toBe('top-up')
    expect(retryClassOf('rate_limit_exceeded', 429)).toBe('wait')
    expect(retryClassOf(undefined, 429)).toBe('wait')
    expect(retryClassOf(undefined, 503)).toBe('retry-later')
    expect(retryClassOf('upload_not_configured', 503)).toBe('retry-later')
    expect(retryClassOf(undefined, 401)).toBe('auth')
    expect(retryClassOf('missing_scope', 403)).toBe('auth')
    expect(retryClassOf('variant_required', 400)).toBe('fix-request')
    expect(retryClassOf('something_new', 400)).toBe('fix-request')
    expect(retryClassOf('constructor', 400)).toBe('fix-request')
  })
})
