import { useEffect, useLayoutEffect, type RefObject } from 'react'

const loadPlacement = () => import('./toast-edge')

/**
 * Keeps a toast region clear of the field being typed in while it shows anything
 * (`keepClear` in ./toast-edge). That code is not in a page's first load: no toast shows as a page
 * starts. It loads at the first focus once the page is live (a field is focused before it is typed
 * in), or else with the first toast. Once loaded, each new toast is placed before it is painted (its
 * import resolves in the same task), so the first notice is not drawn over the field for the moment
 * the code takes to arrive. Should it fail to load, toasts stay at the bottom.
 */
export function useToastEdge(ref: RefObject<HTMLElement | null>, toasts: readonly unknown[]) {
  useEffect(() => {
    const preload = () => void loadPlacement().catch(() => {})
    window.addEventListener('focusin', preload, { once: true, capture: true, passive: true })
    return () => window.removeEventListener('focusin', preload, { capture: true })
  }, [])

  useLayoutEffect(() => {
    const region = ref.current
    // Without toasts it stands where its classes put it, the bottom: a page's start writes nothing.
    if (!region || toasts.length === 0) return
    let stop: (() => void) | undefined
    let ended = false
    loadPlacement()
      .then(({ keepClear }) => {
        if (!ended) stop = keepClear(region)
      })
      .catch(() => {})
    return () => {
      ended = true
      stop?.()
    }
  }, [ref, toasts])
}
