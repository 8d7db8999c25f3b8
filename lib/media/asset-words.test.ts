import { describe, expect, it } from 'vitest'
import { adviceOf, describeProblem } from '@/lib/errors/problem'
import { ApiError } from '@/lib/http/api-error'
import { assetWords, type AddContext } from './asset-words'

/** The problem with its advice as the words a screen shows. */
const assetErrorWords = (error: unknown, context?: AddContext) => {
  const problem = describeProblem(error, assetWords(context))
  return { ...problem, fix: adviceOf(problem) }
}

const fail = (status: number, error: string, extra: Record<string, unknown> = {}) =>
  new ApiError(status, { error, message: 'raw service text', ...extra })

const ADD_CODES = [
  ['file_too_large', 413],
  ['quota_exceeded', 413],
  ['name_taken', 409],
  ['unsupported_type', 400],
  ['fetch_failed', 400],
  ['shared_scope_required', 400],
  ['invalid_bucket', 400],
  ['upload_not_configured', 503],
] as const

describe("the asset library's words", () => {
  it.each(ADD_CODES)('%s is told in words with what to do', (code, status) => {
    const words = assetErrorWords(fail(status, code), { name: 'logo', library: 'personal' })
    expect(words.code).toBe(code)
    expect(words.message).not.toContain(code)
    expect(words.message).not.toContain('raw service text')
    expect(words.message).toMatch(/\.$/)
    expect(words.fix).toMatch(/\.$/)
  })

  it('quotes the numbers and names the body gives', () => {
    const quota = assetErrorWords(
      fail(413, 'quota_exceeded', { used_bytes: 52_000_000, quota_bytes: 52_428_800 }),
      {
        library: 'team',
        fileBytes: 1_048_576,
      },
    )
    expect(quota.message).toBe(
      'This file does not fit in the team library (49.6 MB of 50.0 MB used, this file is 1.0 MB).',
    )
    expect(assetErrorWords(fail(409, 'name_taken'), { name: 'logo' }).message).toContain('“logo”')
    expect(
      assetErrorWords(fail(400, 'shared_scope_required', { team_name: 'Demo Studio Team' }))
        .message,
    ).toContain('Demo Studio Team')
  })

  it('says a cancel is a cancel, and falls back to the general messages', () => {
    expect(assetErrorWords(new DOMException('x', 'AbortError')).code).toBe('cancelled')
    const network = assetErrorWords(new TypeError('fetch failed'))
    expect(network.message).toContain('could not be reached')
    expect(network.fix).toBe('Retry in a moment.')
    expect(assetErrorWords(fail(404, 'not_found')).fix).toMatch(/Change/)
  })
})
