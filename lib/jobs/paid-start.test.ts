import { describe, expect, it } from 'vitest'
import { GenerationAccepted } from '@/lib/api/generations'
import { classifyStart, sendPaidStart, type PostAnswer } from './paid-start'
import { limitOf } from './pacing'

const start = { kind: 'media' as const, schema: GenerationAccepted, limit: limitOf('media') }
const classify = (answer: PostAnswer) =>
  classifyStart(answer, start.kind, start.schema, start.limit)

describe('what a paid start’s answer means', () => {
  it('an accepted answer is a job, under the id its kind reads', () => {
    const outcome = classify({ status: 200, body: { generation_id: 'g-1', status: 'pending' } })
    expect(outcome).toMatchObject({ kind: 'accepted', id: 'g-1' })
  })

  it('a 4xx is a refusal: nothing was made', () => {
    const body = { error: 'prompt_too_long', message: 'Too long' }
    expect(classify({ status: 400, body })).toEqual({
      kind: 'refused',
      status: 400,
      code: 'prompt_too_long',
      body,
    })
    expect(classify({ status: 402, body: { error: 'insufficient_credits' } })).toMatchObject({
      kind: 'refused',
      code: 'insufficient_credits',
    })
  })

  it('a 429 is a wait of reset_after (or the sooner end the answer names), not a refusal', () => {
    expect(classify({ status: 429, body: { reset_after: 60 } })).toEqual({
      kind: 'rate_limited',
      waitMs: 60_000,
    })
    expect(classify({ status: 429, body: { reset_after: 60 }, retryAfterSeconds: 7 })).toEqual({
      kind: 'rate_limited',
      waitMs: 7000,
    })
  })

  it('a 5xx, a lost connection or an accepted answer it cannot read may hide a job: lost', () => {
    expect(classify({ status: 500, body: null })).toEqual({ kind: 'lost' })
    expect(classify({ status: 503, body: { error: 'service_unavailable' } })).toEqual({
      kind: 'lost',
    })
    expect(classify({ failure: 'lost' })).toEqual({ kind: 'lost' })
    expect(classify({ status: 200, body: { status: 'pending' } })).toEqual({ kind: 'lost' })
  })

  it('a service never reached made nothing', () => {
    expect(classify({ failure: 'not_sent' })).toEqual({ kind: 'not_sent' })
  })
})

describe('sending a paid start', () => {
  function steps(answer: () => Promise<PostAnswer>) {
    const calls: string[] = []
    return {
      calls,
      steps: {
        record: () => void calls.push('record'),
        post: async () => {
          calls.push('post')
          return answer()
        },
        settle: (outcome: { kind: string }) => void calls.push(`settle ${outcome.kind}`),
      },
    }
  }

  it('records before the POST, posts once, and lets the record go once the answer says', async () => {
    const { calls, steps: s } = steps(async () => ({ status: 200, body: { generation_id: 'g' } }))
    await sendPaidStart(start, s)
    expect(calls).toEqual(['record', 'post', 'settle accepted'])
  })

  it('keeps the record when the answer is lost (a throw counts as lost), and posts once', async () => {
    const { calls, steps: s } = steps(async () => {
      throw new Error('socket hang up')
    })
    expect(await sendPaidStart(start, s)).toEqual({ kind: 'lost' })
    expect(calls).toEqual(['record', 'post'])
  })

  it('sends nothing when the record cannot be made', async () => {
    const { calls, steps: s } = steps(async () => ({ status: 200, body: { generation_id: 'g' } }))
    const failing = {
      ...s,
      record: () => {
        throw new Error('the workspace is down')
      },
    }
    await expect(sendPaidStart(start, failing)).rejects.toThrow('the workspace is down')
    expect(calls).toEqual([])
  })
})
