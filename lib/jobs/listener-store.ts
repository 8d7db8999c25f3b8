import type { z } from 'zod'
import { createListeners } from '@/lib/listeners'

/**
 * A list kept in localStorage, shared with other tabs and read back through a schema (a corrupt
 * or old entry is dropped, the others stay), with the subscribe/getSnapshot pair that
 * useSyncExternalStore takes.
 */
export function createListenerStore<T>(
  storageKey: string,
  schema: z.ZodType<T>,
  keyOf: (item: T) => string,
) {
  const listeners = createListeners()
  const EMPTY: T[] = []
  let snapshot: T[] | null = null

  /** The valid entries in storage; null when storage cannot be read at all (disabled). */
  const load = (): T[] | null => {
    let raw: string | null
    try {
      raw = localStorage.getItem(storageKey)
    } catch {
      return null
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(raw ?? '[]')
    } catch {
      return []
    }
    if (!Array.isArray(parsed)) return []
    return parsed.flatMap((entry) => {
      const item = schema.safeParse(entry)
      return item.success ? [item.data] : []
    })
  }
  const current = () => (snapshot ??= load() ?? [])
  /** The list as storage has it now (another tab may have written since). */
  const reload = (): T[] => (snapshot = load() ?? current())
  const write = (items: T[]) => {
    snapshot = items
    try {
      localStorage.setItem(storageKey, JSON.stringify(items))
    } catch {
      // storage full or disabled: the list still works for this page's life
    }
    listeners.notify()
  }

  return {
    getSnapshot: (): T[] => (typeof window === 'undefined' ? EMPTY : current()),
    getServerSnapshot: (): T[] => EMPTY,
    subscribe(listener: () => void) {
      const unsubscribe = listeners.subscribe(listener)
      // Another tab wrote the list: read it again.
      const onStorage = (event: StorageEvent) => {
        if (event.key !== storageKey) return
        snapshot = null
        listener()
      }
      window.addEventListener('storage', onStorage)
      return () => {
        unsubscribe()
        window.removeEventListener('storage', onStorage)
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
