/**
 * The change listeners of a module-level store that React reads with `useSyncExternalStore`:
 * `subscribe` is the store's subscribe function, `notify` runs after every change.
 */
export function createListeners() {
  const listeners = new Set<() => void>()
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    notify() {
      listeners.forEach((listener) => listener())
    },
  }
}
