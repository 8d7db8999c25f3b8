import { useState, useSyncExternalStore } from 'react'

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

/**
 * Whether this component was first rendered from the server's HTML (on the server, or hydrating
 * it), kept for its lifetime: a part served with the page keeps the form it was served in.
 */
export function useServedWithPage(): boolean {
  const [served] = useState(!useHydrated())
  return served
}
