import type { DragEvent } from 'react'
import { writeDragPayload, type MediaDragPayload } from '@/lib/media/drag-payload'

/**
 * Makes an element (a gallery tile, a library card) draggable onto any source slot, carrying
 * what it shows; spread on the element. Nothing to drag (no file yet) leaves it as it was.
 * The payload is made when the drag starts, not when the element renders: a gallery renders
 * dozens of tiles at once, and checking each one's payload took 54 ms of the grid's first draw at
 * a phone's CPU (docs/performance.md, "Where a phone's time goes"). One that turns out invalid (a URL the
 * contract refuses) cancels the drag.
 */
export function mediaDragProps(payloadOf: (() => MediaDragPayload | null) | null) {
  if (!payloadOf) return {}
  return {
    draggable: true,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      const payload = payloadOf()
      if (payload) writeDragPayload(event.dataTransfer, payload)
      else event.preventDefault()
    },
  }
}
