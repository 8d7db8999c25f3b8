import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import type { StoreFirstRead } from './first-reads'

const upstreamJson = vi.fn()
const getCurrentSession = vi.fn()
vi.mock('./upstream', () => ({ upstreamJson: (...args: unknown[]) => upstreamJson(...args) }))
vi.mock('./current-session', () => ({ getCurrentSession: () => getCurrentSession() }))
// The store's rows for whichever account the read is handed: one account's board per account id.
vi.mock('./workspace/database', () => ({ workspaceDatabase: async () => ({ db: 'the db' }) }))
vi.mock('./workspace/boards', () => ({
  boardsStore: (_db: unknown, account: string) => ({
    listBoards: async () => [{ id: `board-of-${account}`, name: 'Picks', secret: 1 }],
  }),
}))
vi.mock('./workspace/store', () => ({
  workspaceStore: (_db: unknown, account: string) => ({
    listLineage: async () => [{ from: `made-by-${account}`, to: 'out' }],
  }),
}))

const { firstReads } = await import('./first-reads')
const { accountIdOf, browserScopeOf } = await import('./account')

const CATALOG = {
  queryKey: ['models'],
  path: '/v1/models',
  schema: z.object({ models: z.array(z.object({ model_id: z.string() })) }),
}
const cached = (served: Awaited<ReturnType<typeof firstReads>>) =>
  served?.state.queries.map((q) => [q.queryKey, q.state.data])

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

  it('names the account it read for, as the browser knows it (never the key)', async () => {
    upstreamJson.mockResolvedValue({ status: 200, body: { models: [] } })
    const served = await firstReads([CATALOG])
    expect(served?.account).toBe(browserScopeOf('sk_live_key'))
    expect(JSON.stringify(served)).not.toContain('sk_live_key')
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

  it("reads the studio's store for the session's account only, parsed like the route's answer", async () => {
    const boardsRead: StoreFirstRead = {
      queryKey: ['workspace', 'boards', 'list'],
      schema: z.object({ boards: z.array(z.object({ id: z.string(), name: z.string() })) }),
      load: async ({ boards }) => ({ boards: await boards.listBoards() }),
    }
    const state = await firstReads([boardsRead])
    expect(cached(state)).toEqual([
      [
        ['workspace', 'boards', 'list'],
        { boards: [{ id: `board-of-${accountIdOf('sk_live_key')}`, name: 'Picks' }] },
      ],
    ])
    const broken = { ...boardsRead, load: async () => Promise.reject(new Error('database down')) }
    expect(cached(await firstReads([broken]))).toEqual([])
  })

  it("reads the workspace store (lineage and the like) for the session's account too", async () => {
    const lineageRead: StoreFirstRead = {
      queryKey: ['studio', 'lineage'],
      schema: z.array(z.object({ from: z.string(), to: z.string() })),
      load: ({ store }) => store.listLineage(),
    }
    expect(cached(await firstReads([lineageRead]))).toEqual([
      [['studio', 'lineage'], [{ from: `made-by-${accountIdOf('sk_live_key')}`, to: 'out' }]],
    ])
    // A load that answers nothing (a list too long to serve) leaves the read to the browser.
    expect(cached(await firstReads([{ ...lineageRead, load: async () => undefined }]))).toEqual([])
  })
})
