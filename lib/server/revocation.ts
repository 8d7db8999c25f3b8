import 'server-only'
import path from 'node:path'
import { getEnv } from '@/lib/config/env'
import { fileRevocationStore } from './revocation-file'
import { redisConnection, sharedRedis, type RedisConnection } from './redis-connection'
import { sessionStoreUnavailable as storeUnavailable } from './studio-error'

/**
 * Signed-out sessions, by session id, until the last moment a copy of their cookie could still
 * be valid. Shared by every studio instance: Redis when REDIS_URL is set, else a log file in the
 * studio's data folder (enough for instances on one host, or one instance); any other shared
 * store (a database table) fits by implementing these two calls.
 *
 * A store that cannot answer throws a StudioError coded `session_store_unavailable` (503):
 * callers recognise it by that code, and never treat a failure as "not revoked".
 */
export interface RevocationStore {
  revoke(sid: string, untilMs: number): Promise<void>
  isRevoked(sid: string): Promise<boolean>
  /** Resolves when a sign-out could be recorded now (readiness asks; it writes nothing lasting). */
  writable?(): Promise<void>
}

/** A "not revoked" answer is trusted this long, so a request does not wait on the store each time. */
const NOT_REVOKED_CACHE_MS = 2000

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
    writable: async () => store.writable?.(),
  }
}

export function redisRevocationStore(url: string, options: { timeoutMs?: number } = {}) {
  return revocationsIn(redisConnection(url, options))
}

/** Sign-outs as Redis keys that expire when no copy of their cookie can be valid any more. */
function revocationsIn(redis: RedisConnection): RevocationStore {
  const key = (sid: string) => `media-studio:revoked:${sid}`
  return {
    async revoke(sid, untilMs) {
      const ttl = Math.max(1, untilMs - Date.now())
      try {
        await redis.run((c) => c.set(key(sid), '1', { PX: ttl }))
      } catch {
        throw storeUnavailable()
      }
    },
    async isRevoked(sid) {
      try {
        return (await redis.run((c) => c.exists(key(sid)))) === 1
      } catch {
        throw storeUnavailable()
      }
    },
    // A write, not a PING: a Redis that answers but refuses writes (out of memory, a replica)
    // would lose every sign-out.
    async writable() {
      try {
        await redis.run((c) => c.set(key('readiness-probe'), '1', { PX: 10_000 }))
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
      ? revocationsIn(sharedRedis(env.REDIS_URL))
      : fileRevocationStore(path.resolve(env.STUDIO_DATA_DIR, 'revoked-sessions.log'), {
          legacyJsonFile: path.resolve(env.STUDIO_DATA_DIR, 'revoked-sessions.json'),
          onCompactionError: (error) =>
            console.error('[studio] compacting the sign-out log failed; it is only longer', error),
        }),
  )
  return globalThis.mediaStudioRevocationStore
}

export { withCache as cachedRevocationStore, fileRevocationStore }
