import { z } from 'zod'
import { browserCache } from '@/lib/browser-cache'
import { ApiError } from '@/lib/http/api-error'
import { ANSWER_IGNORED, apiRequest } from '@/lib/http/request'
import { createListeners } from '@/lib/listeners'

/**
 * Writes to the studio's workspace (`/api/studio/…`) wait here, in this account's browser cache,
 * until the server has them: a database that is down, a dropped connection or a closed tab loses
 * nothing, and the queue is sent again later. Every write is idempotent (ids made here), so
 * sending one twice is harmless; a newer write to the same path replaces the waiting one.
 */
const Write = z.object({
  method: z.enum(['PUT', 'POST', 'DELETE']),
  path: z.string().startsWith('/api/studio/'),
  body: z.unknown().optional(),
})
export type WorkspaceWrite = z.infer<typeof Write>

const NAME = 'workspace-outbox'
const MAX_WAITING = 500
const RETRY_MS = 30_000

export type WorkspaceStatus = 'saved' | 'unavailable'
let status: WorkspaceStatus = 'saved'
const listeners = createListeners()
let flushing: Promise<void> | null = null
let retry: ReturnType<typeof setTimeout> | null = null

const waiting = () => browserCache.readList(NAME, Write)
const same = (a: WorkspaceWrite, b: WorkspaceWrite) => JSON.stringify(a) === JSON.stringify(b)

/** Also told by reads: a workspace that cannot be read is unavailable too. */
export function setStatus(next: WorkspaceStatus) {
  if (next === status) return
  status = next
  listeners.notify()
}

/** Whether the workspace took every write so far ('unavailable': some wait in this browser). */
export const workspaceStatus = {
  get: (): WorkspaceStatus => status,
  getServer: (): WorkspaceStatus => 'saved',
  subscribe: listeners.subscribe,
}

export function queueWrite(write: WorkspaceWrite): void {
  if (!browserCache.scope()) return
  // A settle is a one-time event; any other write to a path supersedes the one waiting.
  const kept = waiting().filter(
    (w) => write.method === 'POST' || !(w.path === write.path && w.method === write.method),
  )
  browserCache.write(NAME, [...kept, write].slice(-MAX_WAITING))
  void flushWrites()
}

async function send(write: WorkspaceWrite): Promise<'done' | 'later'> {
  const scope = browserCache.scope()
  if (!scope) return 'later'
  // Down, busy or signed out: keep it. Any other refusal would not change on a retry. No answer at
  // all throws, and the drain keeps the write for later.
  return apiRequest(write.path, {
    method: write.method,
    body: write.body,
    schema: ANSWER_IGNORED,
  }).then(
    () => 'done' as const,
    (error: unknown) => {
      if (!(error instanceof ApiError)) throw error
      const later = error.status >= 500 || error.status === 429 || error.status === 401
      return later ? ('later' as const) : ('done' as const)
    },
  )
}

/** Sends what waits, in order; stops at the first write the workspace cannot take now. */
async function drain(): Promise<void> {
  for (;;) {
    const [next] = waiting()
    if (!next) return setStatus('saved')
    // A send that throws (no answer, or none the page can read) is tried again later, like one
    // refused: the drain must never spin on it.
    if ((await send(next).catch(() => 'later' as const)) === 'later') {
      setStatus('unavailable')
      retry ??= setTimeout(() => {
        retry = null
        void flushWrites()
      }, RETRY_MS)
      return
    }
    const now = waiting()
    if (now[0] && same(now[0], next)) browserCache.write(NAME, now.slice(1))
  }
}

/**
 * One drain at a time. The slot is freed once the drain has settled, never from inside it: a
 * drain with nothing to send ends before its promise is even stored, and freeing the slot there
 * would leave that finished promise in it for good, so no later write was ever sent.
 */
export function flushWrites(): Promise<void> {
  flushing ??= drain().finally(() => {
    flushing = null
    // A write queued while this drain was settling is sent now, not at the next sync.
    if (!retry && waiting().length > 0) void flushWrites()
  })
  return flushing
}

/** Testing only: forget the module's memory between tests. */
export function resetOutboxForTests() {
  status = 'saved'
  flushing = null
  if (retry) clearTimeout(retry)
  retry = null
}
