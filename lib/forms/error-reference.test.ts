import { afterEach, describe, expect, it, vi } from 'vitest'
import { assetErrorWords } from '@/lib/media/asset-error-words'
import { describeServerError } from '@/lib/forms/server-errors'
import { ApiError } from '@/lib/http/api-error'
import { ANSWER_IGNORED, apiRequest } from '@/lib/http/request'
import { problemMessage } from '@/lib/errors/problem-message'
import { referenceOf } from '@/lib/errors/reference'

// Every error answer keeps the studio's request id beside its words (shown as a detail, never in
// the sentence), so a report names its log line.
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

  it('keeps it beside the general message, a refused form and an asset error, never in them', () => {
    const general = failed(502, { error: 'upstream_unreachable' })
    expect(referenceOf(general)).toBe(ID)
    expect(problemMessage(general)).not.toContain(ID)
    const form = describeServerError(400, { error: 'prompt_too_long', param: 'prompt' }, ID)
    expect(form.reference).toBe(ID)
    expect(form.message).not.toContain(ID)
    expect(form.fieldErrors[0]?.message).not.toContain(ID)
    for (const words of [
      assetErrorWords(failed(409, { error: 'name_taken' })),
      assetErrorWords(failed(500, null)),
    ]) {
      expect(words.reference).toBe(ID)
      expect(words.message).not.toContain(ID)
    }
  })

  it('says nothing of a reference when the answer carried none', () => {
    expect(referenceOf(new ApiError(500, null))).toBeNull()
    expect(describeServerError(500, null).reference).toBeNull()
  })
})
