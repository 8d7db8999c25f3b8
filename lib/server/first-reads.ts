import 'server-only'
import { dehydrate, hashKey, QueryClient, type DehydratedState } from '@tanstack/react-query'
import type { ZodType } from 'zod'
import { getEnv } from '@/lib/config/env'
import { accountIdOf, browserScopeOf } from './account'
import { getCurrentSession } from './current-session'
import { isObservedPath, observeServiceAnswer } from './search/observer'
import { upstreamJson } from './upstream'
import { boardsStore, type BoardsStore } from './workspace/boards'
import { sharedAccountShare } from './workspace/account-share'
import { workspaceDatabase } from './workspace/database'
import { workspaceStore, type WorkspaceStore } from './workspace/store'

/**
 * A service read a page's first render needs: the browser's query key for it, the service path
 * (from the route table) and the contract's schema, so the data is what the browser's own read
 * would have cached.
 */
export interface FirstRead {
  queryKey: readonly unknown[]
  path: string
  schema: ZodType
}

/**
 * A read of the studio's own store (boards and the like) for the signed-in account: the query key
 * and schema of the browser's read of the same workspace route, and what the browser caches under
 * that key (the route's answer, or the part of it the browser keeps). A load that answers
 * `undefined` is left to the browser.
 */
export interface StoreFirstRead {
  queryKey: readonly unknown[]
  schema: ZodType
  load: (stores: { boards: BoardsStore; store: WorkspaceStore }) => Promise<unknown>
}

/** Longer than a healthy service takes; past it the page renders without and the browser reads. */
const FIRST_READ_WAIT_MS = 1500

/** The answer of one read, from the service or the studio's store, as the read says. */
async function answerOf(read: FirstRead | StoreFirstRead, apiKey: string) {
  if ('path' in read) {
    const answer = await upstreamJson(read.path, apiKey)
    // What a page reads first grows the search index too, once the page has it.
    if (isObservedPath(read.path))
      observeServiceAnswer(apiKey, read.path, answer.status, answer.body)
    return answer.status === 200 ? answer.body : undefined
  }
  const { db } = await workspaceDatabase()
  const account = accountIdOf(apiKey)
  // Through the account's share of the pool, like the workspace's routes (route-kit.ts).
  return sharedAccountShare(getEnv().DATABASE_POOL_SIZE).run(account, () =>
    read.load({ boards: boardsStore(db, account), store: workspaceStore(db, account) }),
  )
}

async function readOnce(read: FirstRead | StoreFirstRead, apiKey: string): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), FIRST_READ_WAIT_MS)
  })
  try {
    const body = await Promise.race([answerOf(read, apiKey).catch(() => undefined), late])
    if (body === undefined) return undefined
    const parsed = read.schema.safeParse(body)
    return parsed.success ? parsed.data : undefined
  } finally {
    clearTimeout(timer)
  }
}

/**
 * What a page's first render read on the server, and the account it was read for (the browser's
 * scope of `GET /api/session`): a page left open for another account must not take it in
 * (components/shell/served-reads.tsx).
 */
export interface ServedReads {
  account: string
  state: DehydratedState
}

/**
 * Reads on the server, with the session's key, what a page shows first, for the page to hand to
 * the browser's query cache (a HydrationBoundary): the page's main content is in its HTML instead
 * of waiting for its scripts and then for the same reads from the browser (docs/performance.md,
 * "What a page loads first"). The account is the session's, decided here, never by the page. A read that fails or is slow is left out: the browser makes it, and
 * shows its error, as it would have without this.
 */
export async function firstReads(
  reads: (FirstRead | StoreFirstRead)[],
): Promise<ServedReads | null> {
  const current = await getCurrentSession()
  if (current.state !== 'connected') return null
  const client = new QueryClient()
  const results = await Promise.all(reads.map((read) => readOnce(read, current.session.apiKey)))
  reads.forEach((read, i) => {
    if (results[i] !== undefined) client.setQueryData(read.queryKey, results[i])
  })
  return { account: browserScopeOf(current.session.apiKey), state: dehydrate(client) }
}

/**
 * What a page was served for one of its reads, for the page's own server code (Create's newest
 * result, say): parsed again with the read's schema, since the served state holds it untyped, or
 * undefined when the read was left to the browser.
 */
export function servedAnswer<T>(
  served: ServedReads | null,
  read: { queryKey: readonly unknown[]; schema: ZodType<T> },
): T | undefined {
  const key = hashKey(read.queryKey)
  const query = served?.state.queries.find((q) => hashKey(q.queryKey) === key)
  const parsed = query && read.schema.safeParse(query.state.data)
  return parsed?.success ? parsed.data : undefined
}
