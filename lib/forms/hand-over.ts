import { useEffect, useSyncExternalStore } from 'react'

/**
 * One value a page hands from one feature to another it places (a form's values to the run
 * builder over it): set on a click, read with `useSyncExternalStore`, cleared when taken.
 */
export interface HandOver<T> {
  get(): T | null
  set(next: T | null): void
  subscribe(listener: () => void): () => void
}

export function handOver<T>(): HandOver<T> {
  let value: T | null = null
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set(next) {
      if (next === value) return
      value = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

/**
 * The value handed over, for the feature that takes it (a run builder's dialog): forgotten when
 * that feature leaves the page, so coming back does not open it again.
 */
export function useHandedOver<T>(slot: HandOver<T>): T | null {
  const value = useSyncExternalStore(slot.subscribe, slot.get, () => null)
  useEffect(() => () => slot.set(null), [slot])
  return value
}
