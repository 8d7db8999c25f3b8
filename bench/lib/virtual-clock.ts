/**
 * A virtual clock for benchmarks: replaces the global timers and Date.now, then runs timers in
 * time order without waiting, flushing promise jobs between them. Minutes of polling take
 * milliseconds, and the result is exact and repeatable.
 */
interface Timer {
  id: number
  at: number
  callback: () => void
  repeatMs: number | null
}

export function installVirtualClock(startMs = 0) {
  let now = startMs
  let nextId = 1
  const timers = new Map<number, Timer>()

  const add = (callback: () => void, delay = 0, repeat: boolean) => {
    const id = nextId++
    const ms = Math.max(0, Number(delay) || 0)
    timers.set(id, { id, at: now + ms, callback, repeatMs: repeat ? Math.max(1, ms) : null })
    return id
  }
  const g = globalThis as Record<string, unknown>
  g.setTimeout = (cb: () => void, ms?: number) => add(cb, ms, false)
  g.setInterval = (cb: () => void, ms?: number) => add(cb, ms, true)
  g.clearTimeout = (id: number) => timers.delete(id)
  g.clearInterval = (id: number) => timers.delete(id)
  Date.now = () => now

  const flushPromises = async () => {
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve))
  }

  return {
    now: () => now,
    /** Runs every timer due up to `untilMs` (virtual), in order. */
    async runUntil(untilMs: number) {
      await flushPromises()
      for (;;) {
        const next = [...timers.values()].sort((a, b) => a.at - b.at || a.id - b.id)[0]
        if (!next || next.at > untilMs) break
        now = next.at
        if (next.repeatMs === null) timers.delete(next.id)
        else next.at += next.repeatMs
        next.callback()
        await flushPromises()
      }
      now = untilMs
    },
  }
}
