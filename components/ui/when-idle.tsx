'use client'

import { useEffect, useState, type ReactNode } from 'react'

/** The longest a browser that is never idle keeps the children waiting. */
const AT_THE_LATEST_MS = 3_000
/** Where the browser has no idle callback (Safari): this long after the page is live. */
const WITHOUT_IDLE_CALLBACK_MS = 300

/**
 * False until the browser has nothing else to do after the page is live (at the latest a few
 * seconds after), then true: for work the page does not need in the tasks that show it.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setIdle(true), { timeout: AT_THE_LATEST_MS })
      return () => cancelIdleCallback(id)
    }
    const timer = setTimeout(() => setIdle(true), WITHOUT_IDLE_CALLBACK_MS)
    return () => clearTimeout(timer)
  }, [])
  return idle
}

/**
 * Renders its children once the browser has nothing else to do after the page is live, not in
 * the tasks that show it: for what shows nothing until something happens (a watcher, a sync, a
 * count read later), whose code and first reads would otherwise lengthen a phone's longest tasks
 * (docs/performance.md, "What a page loads first").
 */
export function WhenIdle({ children }: { children: ReactNode }) {
  return useIdle() ? children : null
}
