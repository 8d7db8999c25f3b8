import { useRef } from 'react'

/**
 * One click, one request: a flag set synchronously (before React renders again) refuses to start
 * a second run while one is under way, so a double click, a repeated shortcut or a slow answer
 * never sends a paid POST twice; nothing is re-sent without a new click. Returns whether the run
 * started.
 */
export function useSingleFlight(): (run: () => Promise<unknown>) => boolean {
  const busy = useRef(false)
  return (run) => {
    if (busy.current) return false
    busy.current = true
    void run().finally(() => {
      busy.current = false
    })
    return true
  }
}
