// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { recordedAnswer } from '@/lib/test/recorded-answer'

let answers: number[] = []
const answered: { drained: boolean }[] = []
const sent: { method: string; path: string; body?: string; scope?: string }[] = []

async function freshOutbox() {
  vi.resetModules()
  ;(await import('@/lib/browser-cache')).browserCache.setScope('account-a')
  return import('./outbox')
}

beforeEach(() => {
  localStorage.clear()
  sent.length = 0
  answered.length = 0
  answers = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const scope = (init.headers as Record<string, string> | undefined)?.['x-studio-scope']
      sent.push({ method: String(init.method), path, body: init.body as string | undefined, scope })
      const status = answers.shift() ?? 200
      if (status === 0) throw new TypeError('network down')
      const answer = recordedAnswer('{}', status)
      answered.push(answer)
      return answer.response
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('the workspace outbox', () => {
  it('still sends after a flush that found nothing to send (a page opening with an empty queue)', async () => {
    const outbox = await freshOutbox()
    await outbox.flushWrites()
    outbox.queueWrite({ method: 'PUT', path: '/api/studio/jobs/j-2', body: { id: 'j-2' } })
    await outbox.flushWrites()
    expect(sent.map((s) => s.path)).toEqual(['/api/studio/jobs/j-2'])
    outbox.resetOutboxForTests()
  })

  it('tries a send that throws again later instead of at once, again and again', async () => {
    const outbox = await freshOutbox()
    let calls = 0
    vi.stubGlobal(
      'fetch',
      vi.fn((): Promise<Response> => {
        calls += 1
        // A guard, so a drain that spins ends and the test fails instead of hanging.
        if (calls > 50) return Promise.resolve(new Response('{}'))
        throw new Error('not a network failure')
      }),
    )
    outbox.queueWrite({ method: 'PUT', path: '/api/studio/jobs/j-3', body: { id: 'j-3' } })
    await outbox.flushWrites()
    expect(calls).toBe(1)
    expect(outbox.workspaceStatus.get()).toBe('unavailable')
    outbox.resetOutboxForTests()
  })

  it('takes an answer that is not a real response (no body to read) as its status says', async () => {
    const outbox = await freshOutbox()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ({ ok: false, status: 599 })),
    )
    outbox.queueWrite({ method: 'PUT', path: '/api/studio/jobs/j-4', body: { id: 'j-4' } })
    await outbox.flushWrites()
    expect(outbox.workspaceStatus.get()).toBe('unavailable')
    outbox.resetOutboxForTests()
  })

  it('reads every answer to its end, so no request stays open in the browser', async () => {
    const outbox = await freshOutbox()
    answers = [503, 200, 400]
    outbox.queueWrite({ method: 'PUT', path: '/api/studio/announced', body: { q: 1 } })
    await outbox.flushWrites()
    await outbox.flushWrites()
    outbox.queueWrite({ method: 'PUT', path: '/api/studio/jobs/bad', body: {} })
    await outbox.flushWrites()
    expect(answered).toHaveLength(3)
    expect(answered.map((answer) => answer.drained)).toEqual([true, true, true])
    outbox.resetOutboxForTests()
  })

  it('keeps a write while the workspace is down, across a reload, and sends it when it is back', async () => {
    const outbox = await freshOutbox()
    answers = [503]
    outbox.queueWrite({ method: 'PUT', path: '/api/studio/jobs/j-1', body: { id: 'j-1' } })
    await outbox.flushWrites()
    expect(outbox.workspaceStatus.get()).toBe('unavailable')
    outbox.resetOutboxForTests()

    const reloaded = await freshOutbox()
    answers = [0]
    await reloaded.flushWrites()
    expect(reloaded.workspaceStatus.get()).toBe('unavailable')
    await reloaded.flushWrites()
    expect(reloaded.workspaceStatus.get()).toBe('saved')
    expect(sent.map((s) => s.path)).toEqual(Array(3).fill('/api/studio/jobs/j-1'))
    // Each write names the account it was made for (another tab may have switched the cookie).
    expect(sent.map((s) => s.scope)).toEqual(Array(3).fill('account-a'))
    await reloaded.flushWrites()
    expect(sent).toHaveLength(3)
    reloaded.resetOutboxForTests()
  })

  it('sends only the newest of several waiting saves to one path, and every settle', async () => {
    const outbox = await freshOutbox()
    answers = [503]
    outbox.queueWrite({ method: 'PUT', path: '/api/studio/drafts/story', body: { v: 1 } })
    await outbox.flushWrites()
    outbox.queueWrite({ method: 'PUT', path: '/api/studio/drafts/story', body: { v: 2 } })
    outbox.queueWrite({ method: 'POST', path: '/api/studio/jobs/a/settle', body: { o: 1 } })
    await outbox.flushWrites()
    expect(sent.slice(1).map((s) => [s.path, s.body])).toEqual([
      ['/api/studio/drafts/story', '{"v":2}'],
      ['/api/studio/jobs/a/settle', '{"o":1}'],
    ])
    outbox.resetOutboxForTests()
  })

  it('drops a write the workspace refused for what it is (a retry would not change it)', async () => {
    const outbox = await freshOutbox()
    answers = [400]
    outbox.queueWrite({ method: 'PUT', path: '/api/studio/jobs/bad', body: {} })
    await outbox.flushWrites()
    await outbox.flushWrites()
    expect(sent).toHaveLength(1)
    expect(outbox.workspaceStatus.get()).toBe('saved')
    outbox.resetOutboxForTests()
  })
})
