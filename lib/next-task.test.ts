import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTask } from './next-task'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('nextTask', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yieldToBrowser })
    await nextTask()
    expect(yieldToBrowser).toHaveBeenCalledOnce()
  })

  it('resolves after the tasks already queued, without a scheduler', async () => {
    const order: string[] = []
    setTimeout(() => order.push('queued task'), 0)
    await nextTask()
    order.push('after nextTask')
    expect(order).toEqual(['queued task', 'after nextTask'])
  })
})
