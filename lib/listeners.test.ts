import { describe, expect, it, vi } from 'vitest'
import { createListeners } from './listeners'

describe('createListeners', () => {
  it('notifies every subscriber until it unsubscribes', () => {
    const store = createListeners()
    const a = vi.fn()
    const b = vi.fn()
    const stopA = store.subscribe(a)
    store.subscribe(b)
    store.notify()
    stopA()
    store.notify()
    expect(a).toHaveBeenCalledTimes(1)
    expect(b).toHaveBeenCalledTimes(2)
  })
})
