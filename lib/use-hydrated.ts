import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/**
 * False while the page is the server's HTML (its scripts not yet running), true once React runs it
 * in the browser. A form shown from the server is disabled until then: typed into early, it would
 * not check what is typed, and its submit button would send the browser's own GET of the form.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
}
