import 'server-only'
import type { RedisConnection } from './redis-connection'

/**
 * Token buckets by key, kept as one number each: the moment the bucket will be full again
 * (the "generic cell rate algorithm"). `burst` tokens at once, then one every `intervalMs`.
 */
export interface Bucket {
  /** Part of the storage key, so two kinds of bucket never share a count. */
  name: string
  burst: number
  intervalMs: number
}

export interface Taken {
  /** 0 when a token was taken; otherwise how long until one is there (nothing was taken). */
  waitMs: number
  /** Puts the token back (nothing to do when none was taken). */
  giveBack(): Promise<void>
}

export interface Buckets {
  take(key: string, bucket: Bucket): Promise<Taken>
}

const nothing: Taken['giveBack'] = async () => undefined

/** The earliest "full again" moment a token may be taken against, and the wait past it. */
function decide(fullAt: number, now: number, bucket: Bucket) {
  const next = Math.max(fullAt, now) + bucket.intervalMs
  const waitMs = next - now - bucket.burst * bucket.intervalMs
  return { next, waitMs: Math.max(0, waitMs) }
}

/**
 * In this process. Bounded: past `maxKeys` the full buckets are dropped, then the oldest; a key
 * forgotten that way starts full again, which the instance-wide bucket still bounds.
 */
export function memoryBuckets({ maxKeys = 10_000, clock = Date.now } = {}): Buckets {
  const fullAt = new Map<string, number>()
  const trim = (now: number) => {
    if (fullAt.size < maxKeys) return
    for (const [key, at] of fullAt) if (at <= now) fullAt.delete(key)
    for (const key of fullAt.keys()) {
      if (fullAt.size < maxKeys) break
      fullAt.delete(key)
    }
  }
  return {
    async take(key, bucket) {
      const id = `${bucket.name}:${key}`
      const now = clock()
      const { next, waitMs } = decide(fullAt.get(id) ?? 0, now, bucket)
      if (waitMs > 0) return { waitMs, giveBack: nothing }
      trim(now)
      fullAt.delete(id) // re-inserted last: the map's order is the order of use
      fullAt.set(id, next)
      return {
        waitMs: 0,
        giveBack: async () => {
          const at = fullAt.get(id)
          if (at !== undefined) fullAt.set(id, at - bucket.intervalMs)
        },
      }
    },
  }
}

// The same decision inside Redis, atomically, on Redis's clock (every instance counts alike).
// KEYS[1] the bucket; ARGV burst, intervalMs, and 1 to take or -1 to give back. Returns the wait.
const SCRIPT = `
local burst = tonumber(ARGV[1])
local interval = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local full = tonumber(redis.call('GET', KEYS[1]) or '0')
if full < now then full = now end
local next = full + interval * tonumber(ARGV[3])
local wait = next - now - burst * interval
if wait > 0 then return wait end
if next <= now then redis.call('DEL', KEYS[1]) return 0 end
redis.call('SET', KEYS[1], string.format('%d', next), 'PX', next - now)
return 0
`

/**
 * Shared by every instance through Redis. While Redis does not answer, the buckets of this
 * process (`fallback`) count instead: sign-ins go on, still limited, per instance.
 */
export function redisBuckets(redis: RedisConnection, { fallback }: { fallback: Buckets }): Buckets {
  const call = (key: string, bucket: Bucket, step: 1 | -1) =>
    redis.run((client) =>
      client.eval(SCRIPT, {
        keys: [key],
        arguments: [String(bucket.burst), String(bucket.intervalMs), String(step)],
      }),
    )
  return {
    async take(key, bucket) {
      const id = `media-studio:limit:${bucket.name}:${key}`
      let waitMs: number
      try {
        waitMs = Number(await call(id, bucket, 1))
      } catch {
        return fallback.take(key, bucket)
      }
      if (waitMs > 0) return { waitMs, giveBack: nothing }
      return {
        waitMs: 0,
        giveBack: async () => {
          await call(id, bucket, -1).catch(() => undefined)
        },
      }
    },
  }
}
