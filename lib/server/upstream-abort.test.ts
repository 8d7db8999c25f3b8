import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startRecordingUpstream } from '@/lib/test/recording-upstream'

// A browser that went away before the studio called the service (a reload, a closed tab): the
// call must fail as the caller's, in words, without opening a connection and without an error
// event nobody listens to (which Node turns into an uncaught exception of the whole studio).
let upstream: Awaited<ReturnType<typeof startRecordingUpstream>>
let callUpstream: typeof import('./upstream').callUpstream

beforeAll(async () => {
  upstream = await startRecordingUpstream()
  process.env.STUDIO_UPSTREAM_URL = upstream.url
  ;({ callUpstream } = await import('./upstream'))
})

afterAll(() => upstream.close())

describe('a call whose caller is already gone', () => {
  it('is refused as the caller closing, and nothing reaches the service', async () => {
    const uncaught: unknown[] = []
    const record = (error: unknown) => uncaught.push(error)
    process.on('uncaughtException', record)
    try {
      const call = callUpstream({ pathAndQuery: '/v1/balance', signal: AbortSignal.abort() })
      await expect(call).rejects.toMatchObject({ code: 'client_closed_request', status: 499 })
      // Give a stray error event its turn of the loop before checking.
      await new Promise((resolve) => setTimeout(resolve, 50))
    } finally {
      process.off('uncaughtException', record)
    }
    expect(uncaught).toEqual([])
    expect(upstream.connections).toHaveLength(0)
  })
})
