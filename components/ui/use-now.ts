import { useEffect, useState } from 'react'
import { useHydrated } from '@/lib/use-hydrated'
import { useRenderedAt } from './rendered-at'

/**
 * The current time, refreshed every `intervalMs` while `active`. Rendered by the server (and while
 * React hydrates what it served), it is the moment the server drew the page, so both write the
 * same words; the browser's own time takes over in the render right after hydration.
 */
export function useNow(active: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now())
  const renderedAt = useRenderedAt()
  const servedAt = useHydrated() ? null : renderedAt
  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [active, intervalMs])
  return servedAt ?? now
}
