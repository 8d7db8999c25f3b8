import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/**
 * False while the page is the server's HTML (on the server, and while React hydrates it), true
 * from the first render after. A part rendered from the server can use it to render then exactly
 * what the server did, and switch to what only the browser knows once the page is live.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
}
