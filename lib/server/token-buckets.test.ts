import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '@/lib/test/databases'
import { redisConnection } from './redis-connection'
import { memoryBuckets, redisBuckets, type Bucket, type Buckets } from './token-buckets'

const BUCKET: Bucket = { name: 'test', burst: 3, intervalMs: 60_000 }

async function takeAll(buckets: Buckets, key: string, times: number) {
  const waits: number[] = []
  for (let i = 0; i < times; i++) waits.push((await buckets.take(key, BUCKET)).waitMs)
  return waits
}

describe('token buckets in this process', () => {
  it('give the burst, then say how long until the next token', async () => {
    let now = 1_000_000
    const buckets = memoryBuckets({ clock: () => now })
    expect(await takeAll(buckets, 'a', 4)).toEqual([0, 0, 0, 60_000])
    now += 59_000
    expect((await buckets.take('a', BUCKET)).waitMs).toBe(1000)
    now += 1000
    expect(await takeAll(buckets, 'a', 2)).toEqual([0, 60_000])
  })

  it('take a token back when it is given back', async () => {
    const buckets = memoryBuckets()
    const taken = await Promise.all([1, 2, 3].map(() => buckets.take('b', BUCKET)))
    await taken[0]!.giveBack()
    expect((await buckets.take('b', BUCKET)).waitMs).toBe(0)
    expect((await buckets.take('b', BUCKET)).waitMs).toBeGreaterThan(0)
  })

  it('forget the oldest keys past their bound, never growing without end', async () => {
    // One instant: a millisecond passing between two takes would shorten the last wait.
    const buckets = memoryBuckets({ maxKeys: 100, clock: () => 1_000_000 })
    for (let i = 0; i < 1000; i++) await buckets.take(`key-${i}`, BUCKET)
    // The most recent keys are still counted; the first ones were let go.
    expect(await takeAll(buckets, 'key-999', 3)).toEqual([0, 0, 60_000])
    expect((await buckets.take('key-0', BUCKET)).waitMs).toBe(0)
  })
})

const hasRedis = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0
describe.skipIf(!hasRedis)('token buckets shared through Redis (REDIS_URL)', () => {
  let server: ChildProcess
  let url = ''
  beforeAll(async () => {
    const port = await freePort()
    server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'])
    url = `redis://127.0.0.1:${port}`
    const probe = redisConnection(url)
    const started = Date.now()
    while ((await probe.run((c) => c.ping()).catch(() => 'not yet')) !== 'PONG') {
      if (Date.now() - started > 10_000) throw new Error('redis-server did not start')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })
  afterAll(() => server?.kill())

  it('count one address alike on every instance', async () => {
    const fallback = memoryBuckets()
    const one = redisBuckets(redisConnection(url), { fallback })
    const other = redisBuckets(redisConnection(url), { fallback: memoryBuckets() })
    const taken = await Promise.all([1, 2, 3].map(() => one.take('203.0.113.7', BUCKET)))
    expect(taken.map((t) => t.waitMs)).toEqual([0, 0, 0])
    const refused = await other.take('203.0.113.7', BUCKET)
    expect(refused.waitMs).toBeGreaterThan(59_000)
    expect(refused.waitMs).toBeLessThanOrEqual(60_000)
    await taken[0]!.giveBack()
    expect((await other.take('203.0.113.7', BUCKET)).waitMs).toBe(0)
    expect((await other.take('198.51.100.1', BUCKET)).waitMs).toBe(0)
  })

  it('still limit, in this process, while Redis does not answer', async () => {
    const away = redisBuckets(redisConnection('redis://127.0.0.1:1', { timeoutMs: 200 }), {
      fallback: memoryBuckets(),
    })
    const waits = await takeAll(away, 'c', 4)
    expect(waits.slice(0, 3)).toEqual([0, 0, 0])
    expect(waits[3]).toBeGreaterThan(50_000) // less the time the calls to Redis took
  })
})
