import { describe, expect, it } from 'vitest'
import { ERROR_CODES, type ErrorCode } from '@/lib/api/errors'
import { errorMessage } from './messages'

const codes = Object.keys(ERROR_CODES) as ErrorCode[]

describe('human messages', () => {
  it.each(codes)('%s has a human message, with or without a body', (code) => {
    for (const body of [null, { error: code, message: 'raw' }]) {
      const message = errorMessage(code, body)
      expect(message.length).toBeGreaterThan(10)
      expect(message).not.toContain(code)
      expect(message).toMatch(/[.!]$/)
    }
  })

  it('quotes what the body tells', () => {
    expect(errorMessage('rate_limit_exceeded', { reset_after: 42 })).toContain('42 seconds')
    expect(errorMessage('prompt_too_long', { max_chars: 2000, length: 2100 })).toContain('2000')
    expect(
      errorMessage('insufficient_credits', { required_credits: 99, available_credits: 0 }),
    ).toContain('99')
    // Ids are not words: the refusal's buttons name the variants.
    const variant = errorMessage('variant_required', {
      family: 'veo3-1',
      recommended_variant: 'veo3-1-text-to-video',
    })
    expect(variant).toMatch(/pick one of its variants/)
    expect(variant).not.toContain('veo3-1')
    expect(errorMessage('param_ignored_use_variant', { param: 'aspect_ratio' })).toContain(
      'The aspect ratio is fixed',
    )
  })

  it('falls back by status for bodies without a known code', () => {
    expect(errorMessage(undefined, { detail: 'API key missing' }, 401)).toMatch(/Connect again/)
    expect(errorMessage(undefined, null, 502)).toMatch(/try again/i)
    expect(errorMessage('something_new', { message: 'Shown as sent.' }, 400)).toBe('Shown as sent.')
  })
})

describe('tool errors', () => {
  it('say what to do', () => {
    expect(errorMessage('draft_expired', null)).toMatch(/Make it again in Create/)
    expect(errorMessage('draft_not_finished', null)).toMatch(/Wait until/)
    expect(errorMessage('draft_not_found', null)).toMatch(/Pick one of your drafts/)
    expect(errorMessage('file_too_large', { max_bytes: 5 * 1024 * 1024 })).toMatch(/5.0 MB/)
    expect(
      errorMessage('unsupported_type', {
        message:
          'image_url: .gif files are not accepted; send one .jpg, .jpeg, .png or .webp image',
        valid_values: ['jpg', 'png'],
      }),
    ).toMatch(/use jpg, png\. Convert/)
    expect(errorMessage('not_found', { param: 'source_generation_id' })).toMatch(/your own videos/)
  })
})
