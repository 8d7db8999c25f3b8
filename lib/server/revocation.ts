import 'server-only'
import { mkdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { createClient } from 'redis'
import writeFileAtomic from 'write-file-atomic'
import { getEnv } from '@/lib/config/env'
import { onShutdown } from './shutdown'
import { StudioError } from './studio-error'

/**
 * Signed-out sessions, by session id, until the last moment a copy of their cookie could still
 * be valid. Shared by every studio instance: Redis when REDIS_URL is set, else a file in the
 * studio's data folder (enough for instances on one host, or one instance).
 */
export interface RevocationStore {
  revoke(sid: string, untilMs: number): Promise<void>
  isRevoked(sid: string): Promise<boolean>
}

/** A "not revoked" answer is trusted this long, so a request does not wait on the store each time. */
const NOT_REVOKED_CACHE_MS = 2000

const storeUnavailable = () =>
  new StudioError(
    503,
    'session_store_unavailable',
    'The studio cannot check sign-outs right now. Try again in a moment.',
  )

/** Remembers answers briefly; a revocation made by this instance counts at once. */
function withCache(store: RevocationStore): RevocationStore {
  const known = new Map<string, { revoked: boolean; until: number }>()
  return {
    async revoke(sid, untilMs) {
      await store.revoke(sid, untilMs)
      known.set(sid, { revoked: true, until: untilMs })
    },
    async isRevoked(sid) {
      const now = Date.now()
      const hit = known.get(sid)
      if (hit && hit.until > now) return hit.revoked
      const revoked = await store.isRevoked(sid)
      if (known.size > 10_000) known.clear()
      known.set(sid, { revoked, until: revoked ? Infinity : now + NOT_REVOKED_CACHE_MS })
      return revoked
    },
  }
}

export function fileRevocationStore(file: string): RevocationStore {
  let entries: Record<string, number> = {}
  let seenMtime = -1
  const load = () => {
    try {
      const mtime = statSync(file).mtimeMs
      if (mtime === seenMtime) return
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'))
      entries = {}
      if (parsed && typeof parsed === 'object') {
        for (const [sid, until] of Object.entries(parsed)) {
          if (typeof until === 'number') entries[sid] = until
        }
      }
      seenMtime = mtime
    } catch {
      // no file yet (nobody signed out), or a torn read: keep what we had
    }
  }
  return {
    async revoke(sid, untilMs) {
      load()
      const now = Date.now()
      const kept = Object.fromEntries(Object.entries(entries).filter(([, until]) => until > now))
      kept[sid] = untilMs
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileAtomic.sync(file, JSON.stringify(kept), { mode: 0o600 })
      entries = kept
    },
    async isRevoked(sid) {
      load()
      const until = entries[sid]
      return until !== undefined && until > Date.now()
    },
  }
}

export function redisRevocationStore(url: string): RevocationStore {
  const client = createClient({
    url,
    socket: { connectTimeout: 2000, reconnectStrategy: (tries) => Math.min(tries * 200, 2000) },
  })
  // Errors surface through the calls below; without a listener they would crash the process.
  client.on('error', () => undefined)
  onShutdown('revocation store', () => (client.isOpen ? client.close() : undefined))
  let connecting: Promise<unknown> | undefined
  const ready = async () => {
    connecting ??= client.connect()
    await connecting
    return client
  }
  const key = (sid: string) => `media-studio:revoked:${sid}`
  // While Redis is away the client queues commands; a request must not wait on that forever.
  const within = <T>(work: Promise<T>) =>
    Promise.race([
      work,
      new Promise<never>((_, reject) => setTimeout(() => reject(storeUnavailable()), 2000)),
    ])
  return {
    async revoke(sid, untilMs) {
      const ttl = Math.max(1, untilMs - Date.now())
      try {
        await within(ready().then((c) => c.set(key(sid), '1', { PX: ttl })))
      } catch {
        throw storeUnavailable()
      }
    },
    async isRevoked(sid) {
      try {
        return (await within(ready().then((c) => c.exists(key(sid))))) === 1
      } catch {
        throw storeUnavailable()
      }
    },
  }
}

declare global {
  // One store per process: Next bundles the App Router and the Pages API route (the proxy)
  // separately, and a sign-out in one must count in the other at once, not after the cache.
  var mediaStudioRevocationStore: RevocationStore | undefined
}

export function getRevocationStore(): RevocationStore {
  const env = getEnv()
  globalThis.mediaStudioRevocationStore ??= withCache(
    env.REDIS_URL
      ? redisRevocationStore(env.REDIS_URL)
      : fileRevocationStore(path.resolve(env.STUDIO_DATA_DIR, 'revoked-sessions.json')),
  )
  return globalThis.mediaStudioRevocationStore
}

export { withCache as cachedRevocationStore }
