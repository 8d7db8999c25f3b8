import { useLayoutEffect, type RefObject } from 'react'

/**
 * Keeps a toast region clear of the field being typed in while it shows anything
 * (`keepClear` in ./toast-edge). That code loads with the first toast, not with every page: no
 * toast shows as a page starts. Loaded once, it places each new toast before it is painted (its
 * import resolves in the same task); only a page's first toast can show at the bottom for the
 * moment the code takes to arrive. Should it fail to load, toasts stay at the bottom.
 */
export function useToastEdge(ref: RefObject<HTMLElement | null>, toasts: readonly unknown[]) {
  useLayoutEffect(() => {
    const region = ref.current
    // Without toasts it stands where its classes put it, the bottom: a page's start writes nothing.
    if (!region || toasts.length === 0) return
    let stop: (() => void) | undefined
    let ended = false
    import('./toast-edge')
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
