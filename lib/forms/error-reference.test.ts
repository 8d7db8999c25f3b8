import { afterEach, describe, expect, it, vi } from 'vitest'
import { assetErrorWords } from '@/lib/media/asset-error-words'
import { describeServerError } from '@/lib/forms/server-errors'
import { ApiError } from '@/lib/http/api-error'
import { ANSWER_IGNORED, apiRequest } from '@/lib/http/request'
import { problemMessage } from '@/lib/errors/problem-message'

// Every error answer's words end with the studio's request id, so a report names its log line.
const ID = '6f1c2d3e-0000-4000-8000-000000000abc'
const failed = (status: number, body: Record<string, unknown> | null) =>
  new ApiError(status, body, ID)

afterEach(() => vi.unstubAllGlobals())

describe('the reference in error messages', () => {
  it('reads the id from the answer of a studio request', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: 'upstream_timeout' },
          { status: 504, headers: { 'x-request-id': ID } },
        ),
      ),
    )
    const error = await apiRequest('/api/v1/models', { schema: ANSWER_IGNORED }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).requestId).toBe(ID)
  })

  it('ends the general message, a refused form and an asset error', () => {
    const reference = `(reference ${ID})`
    expect(problemMessage(failed(502, { error: 'upstream_unreachable' }))).toContain(reference)
    const form = describeServerError(400, { error: 'prompt_too_long', param: 'prompt' }, ID)
    expect(form.message).toContain(reference)
    // The field's own message stays short: the reference is said once, with the form's message.
    expect(form.fieldErrors[0]?.message).not.toContain(reference)
    expect(assetErrorWords(failed(409, { error: 'name_taken' })).message).toContain(reference)
    expect(assetErrorWords(failed(500, null)).message).toContain(reference)
  })

  it('says nothing of a reference when the answer carried none', () => {
    expect(problemMessage(new ApiError(500, null))).not.toContain('reference')
  })
})
