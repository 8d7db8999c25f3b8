import { describe, expect, it } from 'vitest'
import { accountShare, shareOfPool } from './account-share'

/** A piece of work that runs until `finish()` is called. */
function held() {
  let finish = () => {}
  let started = false
  const work = () =>
    new Promise<string>((resolve) => {
      started = true
      finish = () => resolve('done')
    })
  return { work, finish: () => finish(), started: () => started }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("an account's share of the pool", () => {
  it('runs another account at once while one account has six requests going', async () => {
    const share = accountShare({ share: 3, waitMs: 10_000, queueMax: 50 })
    const heavy = Array.from({ length: 6 }, held)
    const answers = heavy.map((h) => share.run('heavy', h.work))
    await tick()
    expect(heavy.filter((h) => h.started())).toHaveLength(3)
    expect(share.load('heavy')).toEqual({ running: 3, waiting: 3 })

    const other = held()
    const otherAnswer = share.run('other', other.work)
    await tick()
    expect(other.started()).toBe(true)
    other.finish()
    await expect(otherAnswer).resolves.toBe('done')

    // The heavy account's waiting requests run in order as its places free up.
    heavy[0]!.finish()
    await tick()
    expect(heavy[3]!.started()).toBe(true)
    expect(heavy[4]!.started()).toBe(false)
    for (const h of heavy) h.finish()
    await tick()
    for (const h of heavy) h.finish()
    await expect(Promise.all(answers)).resolves.toHaveLength(6)
    expect(share.load('heavy')).toEqual({ running: 0, waiting: 0 })
  })

  it('frees the place of a request that failed', async () => {
    const share = accountShare({ share: 1, waitMs: 10_000, queueMax: 5 })
    await expect(share.run('a', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone')
    await expect(share.run('a', async () => 'next')).resolves.toBe('next')
  })

  it('refuses in words what waited too long, or past the queue', async () => {
    const share = accountShare({ share: 1, waitMs: 50, queueMax: 1 })
    const first = held()
    const running = share.run('a', first.work)
    const waiting = share.run('a', async () => 'late')
    await expect(share.run('a', async () => 'third')).rejects.toMatchObject({
      status: 503,
      code: 'workspace_busy',
      message: expect.stringMatching(/^Your saved workspace is busy with other requests/),
    })
    await expect(waiting).rejects.toMatchObject({ status: 503, code: 'workspace_busy' })
    first.finish()
    await running
    expect(share.load('a')).toEqual({ running: 0, waiting: 0 })
  })

  it('gives an account a third of the pool', () => {
    expect(shareOfPool(10)).toBe(3)
    expect(shareOfPool(2)).toBe(1)
  })
})
