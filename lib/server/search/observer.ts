import 'server-only'
import { accountIdOf } from '../account'
import { workspaceConfigured, workspaceDatabase } from '../workspace/database'
import { indexAnswer, serviceAnswerOf, type ServiceAnswer } from './indexing'

/**
 * The history reads and status polls that pass through the studio (the proxy, a page's first
 * reads) grow the search index, after their answer is sent and never in its way: the work waits in
 * a short queue, one answer at a time per process, and an answer that finds the queue full is
 * dropped (the next read of the same slice brings it again). Nothing here can fail a request.
 */
export const OBSERVER_LIMITS = { queued: 16, bytes: 1024 * 1024 } as const

interface Task {
  account: string
  answer: ServiceAnswer
}

const QUEUE = Symbol.for('media-studio.search-observer')
type Holder = { [QUEUE]?: { tasks: Task[]; running: boolean; dropped: number } }
const state = () => ((globalThis as Holder)[QUEUE] ??= { tasks: [], running: false, dropped: 0 })

async function drain(): Promise<void> {
  const queue = state()
  if (queue.running) return
  queue.running = true
  try {
    for (let task = queue.tasks.shift(); task; task = queue.tasks.shift()) {
      try {
        const { db } = await workspaceDatabase()
        await indexAnswer(db, task.account, task.answer)
      } catch (error) {
        console.warn(
          `[search] an answer was not indexed: ${error instanceof Error ? error.message : error}`,
        )
      }
    }
  } finally {
    queue.running = false
  }
}

/**
 * Hands one service answer to the index: `pathAndQuery` as sent upstream, `body` the bytes sent
 * to the browser (parsed here, later) or the parsed answer. Only a 200 of a history read or a job
 * status is kept; only a body up to OBSERVER_LIMITS.bytes.
 */
export function observeServiceAnswer(
  apiKey: string,
  pathAndQuery: string,
  status: number,
  body: Buffer | unknown,
): void {
  if (status !== 200 || !workspaceConfigured()) return
  if (Buffer.isBuffer(body) && body.length > OBSERVER_LIMITS.bytes) return
  const readAt = new Date()
  const queue = state()
  if (queue.tasks.length >= OBSERVER_LIMITS.queued) {
    queue.dropped += 1
    return
  }
  // Parsed off the answer's path: the answer is already on its way when this runs.
  setImmediate(() => {
    let parsed: unknown = body
    if (Buffer.isBuffer(body)) {
      try {
        parsed = JSON.parse(body.toString('utf8'))
      } catch {
        return
      }
    }
    const answer = serviceAnswerOf(pathAndQuery, parsed, readAt)
    if (!answer) return
    if (queue.tasks.length >= OBSERVER_LIMITS.queued) return void (queue.dropped += 1)
    queue.tasks.push({ account: accountIdOf(apiKey), answer })
    void drain()
  })
}

/** Whether an upstream path is one the index reads (so the proxy keeps its bytes for it). */
export function isObservedPath(pathAndQuery: string): boolean {
  return /^\/v1\/(generations(\?|$)|generate\/(media|music|separation)\/|story\/|premium-video\/orders\/)/.test(
    pathAndQuery,
  )
}

/** For tests: waits until every answer handed in so far is indexed. */
export async function observerIdle(): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve))
  while (state().running || state().tasks.length) await new Promise((r) => setTimeout(r, 5))
}
