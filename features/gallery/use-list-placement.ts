import { useEffect, useState, type RefObject } from 'react'

/** Where a list sits: its content width and its distance from the top of the document. */
export interface ListPlacement {
  width: number
  top: number
}

const UNPLACED: ListPlacement = { width: 0, top: 0 }

/**
 * The list's placement, read when the browser lays it out: a ResizeObserver on the list, on its
 * parent (whose height changes with anything above the list in the same column) and on the body
 * (with anything above the column). Read there, the box costs no layout of its own; read while
 * mounting, it forced one in the middle of the page's start, and each answer re-rendered the whole
 * list at once (docs/performance.md, "What a page loads first"). `{ width: 0, top: 0 }` until
 * the first layout.
 */
export function useListPlacement(ref: RefObject<HTMLElement | null>): ListPlacement {
  const [placement, setPlacement] = useState(UNPLACED)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new ResizeObserver(() => {
      const box = element.getBoundingClientRect()
      const width = Math.floor(box.width)
      const top = Math.round(box.top + window.scrollY)
      setPlacement((now) => (now.width === width && now.top === top ? now : { width, top }))
    })
    for (const box of [element, element.parentElement, document.body])
      if (box) observer.observe(box)
    return () => observer.disconnect()
  }, [ref])
  return placement
}
