import { useDeferredValue, useState, useSyncExternalStore, type ReactNode } from 'react'

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

/**
 * `served` while the page is the server's HTML, then `children`, rendered without blocking the
 * page: in the background, kept off screen until whole (a lazy part's code included), as a
 * transition is. `useHydrated` alone re-renders its component at once, in one task, the moment
 * the page is live: a large part (a whole form) mounted that way is the page's longest task on a
 * phone (docs/performance.md, "Where a phone's time goes"). Here only this small component
 * re-renders in that task, giving back the same `served` element, which React leaves as it is.
 */
export function OnceLive({ served, children }: { served: ReactNode; children: ReactNode }) {
  const live = useDeferredValue(useHydrated(), false)
  return live ? children : served
}
