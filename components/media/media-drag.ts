import type { DragEvent } from 'react'
import { writeDragPayload, type MediaDragPayload } from '@/lib/media-drag/payload'

/**
 * Makes an element (a gallery tile, a library card) draggable onto any source slot, carrying
 * what it shows; spread on the element. Nothing to drag (no file yet) leaves it as it was.
 */
export function mediaDragProps(payload: MediaDragPayload | null) {
  if (!payload) return {}
  return {
    draggable: true,
    onDragStart: (event: DragEvent<HTMLElement>) => writeDragPayload(event.dataTransfer, payload),
  }
}
