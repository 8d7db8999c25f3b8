'use client'

import { useEffect, useRef, useState } from 'react'

export interface ScrollEdges {
  /** Content hidden before the visible part (scrolled along). */
  start: boolean
  /** Content hidden after it: more to scroll to. */
  end: boolean
}

/**
 * Which ends of a sideways-scrolling row hide content, kept current as it scrolls or resizes, so
 * the row can show that it scrolls (a tab cut off at a phone's edge is otherwise never found).
 */
export function useScrollEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false })
  useEffect(() => {
    const row = ref.current
    if (!row || typeof ResizeObserver === 'undefined') return
    const update = () => {
      const start = row.scrollLeft > 1
      const end = row.scrollLeft + row.clientWidth < row.scrollWidth - 1
      setEdges((was) => (was.start === start && was.end === end ? was : { start, end }))
    }
    // A ResizeObserver reports once on observe: that first report sets the starting edges.
    const observer = new ResizeObserver(update)
    observer.observe(row)
    row.addEventListener('scroll', update, { passive: true })
    return () => {
      observer.disconnect()
      row.removeEventListener('scroll', update)
    }
  }, [])
  return { ref, edges }
}
