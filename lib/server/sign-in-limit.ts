import 'server-only'
import { getEnv } from '@/lib/config/env'
import { addressKey, clientAddressOf } from './client-address'
import { sharedRedis } from './redis-connection'
import { TooMany } from './studio-error'
import { memoryBuckets, redisBuckets, type Bucket, type Buckets } from './token-buckets'

/**
 * Failed sign-ins, limited so that `POST /api/session` is no free oracle for guessing keys, while
 * a person who mistypes a few times never notices. Each sign-in with a key takes a token before
 * the service is asked, and gives it back unless the key was wrong: a guess costs a token, a
 * success or a service error costs nothing. Tokens come from two buckets:
 * - the client's address (its /64 for IPv6): 10 wrong keys at once, then one every 6 s; shared
 *   by every instance through Redis when REDIS_URL is set, so more instances are no more guesses;
 * - the instance: 100 at once, then 4 a second, whatever the addresses (many of them, one guesser).
 * Refusals are a 429 in words with Retry-After. Demo accounts are not keys anyone guesses: they
 * are not counted.
 */
export const PER_ADDRESS: Bucket = { name: 'address', burst: 10, intervalMs: 6000 }
export const PER_INSTANCE: Bucket = { name: 'instance', burst: 100, intervalMs: 250 }

/** The address key a request without a recorded connection counts under (tests, a build). */
const UNKNOWN_ADDRESS = 'unknown'

export interface SignInAttempt {
  /** The key was not wrong (signed in, or the service could not tell): the attempt is free. */
  refund(): Promise<void>
}

declare global {
  var mediaStudioSignInBuckets: { perAddress: Buckets; perInstance: Buckets } | undefined
}

function buckets() {
  const redisUrl = getEnv().REDIS_URL
  return (globalThis.mediaStudioSignInBuckets ??= {
    perAddress: redisUrl
      ? redisBuckets(sharedRedis(redisUrl), { fallback: memoryBuckets() })
      : memoryBuckets(),
    perInstance: memoryBuckets(),
  })
}

/** Takes the tokens a sign-in needs, or throws the 429 that says how long to wait. */
export async function beginSignIn(request: Request): Promise<SignInAttempt> {
  const { perAddress, perInstance } = buckets()
  const address = clientAddressOf(request)
  const key = address ? addressKey(address) : UNKNOWN_ADDRESS
  const own = await perAddress.take(key, PER_ADDRESS)
  if (own.waitMs > 0) throw tooManyFromHere(own.waitMs)
  const all = await perInstance.take('all', PER_INSTANCE)
  if (all.waitMs > 0) {
    await own.giveBack()
    throw tooManyEverywhere(all.waitMs)
  }
  return {
    refund: async () => {
      await Promise.all([own.giveBack(), all.giveBack()])
    },
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

const wait = (s: number) => (s === 1 ? '1 second' : `${s} seconds`)

const tooManyFromHere = (ms: number) =>
  new TooMany(
    'too_many_sign_ins',
    `Too many wrong keys were tried from your network. Check your key and try again in ${wait(seconds(ms))}.`,
    seconds(ms),
  )

const tooManyEverywhere = (ms: number) =>
  new TooMany(
    'too_many_sign_ins',
    `Too many wrong keys were tried on this studio just now. Try again in ${wait(seconds(ms))}.`,
    seconds(ms),
  )
