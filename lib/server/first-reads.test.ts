import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

const upstreamJson = vi.fn()
const getCurrentSession = vi.fn()
vi.mock('./upstream', () => ({ upstreamJson: (...args: unknown[]) => upstreamJson(...args) }))
vi.mock('./current-session', () => ({ getCurrentSession: () => getCurrentSession() }))

const { firstReads } = await import('./first-reads')

const CATALOG = {
  queryKey: ['models'],
  path: '/v1/models',
  schema: z.object({ models: z.array(z.object({ model_id: z.string() })) }),
}
const cached = (state: Awaited<ReturnType<typeof firstReads>>) =>
  state?.queries.map((q) => [q.queryKey, q.state.data])

describe('firstReads', () => {
  beforeEach(() => {
    upstreamJson.mockReset()
    getCurrentSession.mockResolvedValue({
      state: 'connected',
      session: { apiKey: 'sk_live_key' },
    })
  })
  afterEach(() => vi.useRealTimers())

  it("reads with the session's key and hands the parsed data over under the browser's key", async () => {
    upstreamJson.mockResolvedValue({
      status: 200,
      body: { models: [{ model_id: 'a', extra: 1 }] },
    })
    const state = await firstReads([CATALOG])
    expect(upstreamJson).toHaveBeenCalledWith('/v1/models', 'sk_live_key')
    // Parsed, not cast: what the schema does not know is not handed over.
    expect(cached(state)).toEqual([[['models'], { models: [{ model_id: 'a' }] }]])
  })

  it('reads nothing for a visitor who is not signed in', async () => {
    getCurrentSession.mockResolvedValue({ state: 'signed-out' })
    await expect(firstReads([CATALOG])).resolves.toBeNull()
    expect(upstreamJson).not.toHaveBeenCalled()
  })

  it('leaves out a refused read, an answer off the contract and a failed call', async () => {
    for (const outcome of [
      Promise.resolve({ status: 403, body: { detail: 'Insufficient permissions' } }),
      Promise.resolve({ status: 200, body: { models: 'none' } }),
      Promise.reject(new Error('upstream unreachable')),
    ]) {
      upstreamJson.mockReturnValueOnce(outcome)
      expect(cached(await firstReads([CATALOG]))).toEqual([])
    }
  })

  it('does not hold the page for a slow service: the browser reads it instead', async () => {
    vi.useFakeTimers()
    upstreamJson.mockReturnValue(new Promise(() => {}))
    const state = firstReads([CATALOG])
    await vi.advanceTimersByTimeAsync(1500)
    expect(cached(await state)).toEqual([])
  })
})
