import type { z } from 'zod'
import { browserCache } from '@/lib/browser-cache'
import { createListeners } from '@/lib/listeners'

/**
 * A list kept in the browser cache under the connected account, shared with other tabs and read
 * back through a schema (a corrupt or old entry is dropped, the others stay), with the
 * subscribe/getSnapshot pair that useSyncExternalStore takes. Signed out, it is empty.
 */
export function createListenerStore<T>(
  name: string,
  schema: z.ZodType<T>,
  keyOf: (item: T) => string,
) {
  const listeners = createListeners()
  const EMPTY: T[] = []
  /** What this page holds, and for which account: another account's list is never shown. */
  let snapshot: { scope: string | null; items: T[] } | null = null

  /**
   * An empty list is always the server's own empty list: a page that holds nothing must read, once
   * hydrated, exactly what it was hydrated with, or React renders every reader again at once, in
   * one task it never slices (docs/performance.md, "Where a phone's time goes").
   */
  const kept = (items: T[]): T[] => (items.length ? items : EMPTY)

  const current = (): T[] => {
    const scope = browserCache.scope()
    if (snapshot?.scope !== scope) {
      snapshot = { scope, items: scope ? kept(browserCache.readList(name, schema)) : EMPTY }
    }
    return snapshot.items
  }
  /** The list as storage has it now (another tab may have written since). */
  const reload = (): T[] => {
    snapshot = null
    return current()
  }
  const write = (items: T[]) => {
    const scope = browserCache.scope()
    // Signed out (or switched in another tab): nothing is kept for anyone.
    if (!scope) return
    snapshot = { scope, items: kept(items) }
    browserCache.write(name, items)
    listeners.notify()
  }

  return {
    getSnapshot: (): T[] => (typeof window === 'undefined' ? EMPTY : current()),
    getServerSnapshot: (): T[] => EMPTY,
    subscribe(listener: () => void) {
      const unsubscribe = listeners.subscribe(listener)
      // Another tab wrote the list, or the account changed: read it again.
      const unwatch = browserCache.subscribe(name, () => {
        snapshot = null
        listener()
      })
      return () => {
        unsubscribe()
        unwatch()
      }
    },
    /** The list as this page knows it. */
    current,
    reload,
    write,
    add(item: T) {
      write([item, ...current().filter((i) => keyOf(i) !== keyOf(item))])
    },
    remove(key: string) {
      // Another tab may have added to the list since this page read it.
      write(reload().filter((i) => keyOf(i) !== key))
    },
  }
}
