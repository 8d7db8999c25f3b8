import 'server-only'
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query'
import type { ZodType } from 'zod'
import { getCurrentSession } from './current-session'
import { upstreamJson } from './upstream'

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

/** Longer than a healthy service takes; past it the page renders without and the browser reads. */
const FIRST_READ_WAIT_MS = 1500

async function readOnce(read: FirstRead, apiKey: string): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), FIRST_READ_WAIT_MS)
  })
  try {
    const answer = await Promise.race([upstreamJson(read.path, apiKey).catch(() => null), late])
    if (!answer || answer.status !== 200) return undefined
    const parsed = read.schema.safeParse(answer.body)
    return parsed.success ? parsed.data : undefined
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Reads on the server, with the session's key, what a page shows first, for the page to hand to
 * the browser's query cache (a HydrationBoundary): the page's main content is in its HTML instead
 * of waiting for its scripts and then for the same reads from the browser (docs/architecture.md,
 * "What a page loads first"). A read that fails or is slow is left out: the browser makes it, and
 * shows its error, as it would have without this.
 */
export async function firstReads(reads: FirstRead[]): Promise<DehydratedState | null> {
  const current = await getCurrentSession()
  if (current.state !== 'connected') return null
  const client = new QueryClient()
  const results = await Promise.all(reads.map((read) => readOnce(read, current.session.apiKey)))
  reads.forEach((read, i) => {
    if (results[i] !== undefined) client.setQueryData(read.queryKey, results[i])
  })
  return dehydrate(client)
}
