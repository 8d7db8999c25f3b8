/** A box on screen, in CSS pixels from the viewport's top left corner. */
export interface ScreenBox {
  top: number
  bottom: number
  left: number
  right: number
}

export type ToastEdge = 'top' | 'bottom'

/** How far the toasts stand from the screen's edge (Tailwind's 4: 1rem). */
const TOAST_INSET_PX = 16

const overlaps = (a: ScreenBox, b: ScreenBox) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/**
 * Which edge of the screen the toasts stand at. The bottom, unless there they would cover the
 * field being typed in (on a phone, a scene's prompt or an order's answer scrolled to the foot of
 * the screen): then the top, if the field is clear of it there. `region` is where the toasts are
 * now, at either edge; only its width and height are read.
 */
export function toastEdge(
  field: ScreenBox | null,
  region: ScreenBox,
  viewportHeight: number,
): ToastEdge {
  if (!field) return 'bottom'
  // Read one by one: a DOMRect's sides are getters, which spreading it would not copy.
  const { left, right } = region
  const height = region.bottom - region.top
  const atBottom = {
    left,
    right,
    top: viewportHeight - TOAST_INSET_PX - height,
    bottom: viewportHeight - TOAST_INSET_PX,
  }
  const atTop = { left, right, top: TOAST_INSET_PX, bottom: TOAST_INSET_PX + height }
  return overlaps(field, atBottom) && !overlaps(field, atTop) ? 'top' : 'bottom'
}

/** A field a person types or picks in: what a toast must not cover while it has the focus. */
export function isEditableField(element: Element | null): element is HTMLElement {
  if (!(element instanceof HTMLElement)) return false
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true
  if (element instanceof HTMLInputElement) return !NOT_TYPED_IN.has(element.type)
  return element.isContentEditable === true
}

const NOT_TYPED_IN = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
])

/**
 * Keeps a toast region's `data-edge` (see `toastEdge`) clear of the field that has the focus: now,
 * and again when the focus moves, the page scrolls or the screen changes size, until the returned
 * call stops it and puts it back at the bottom. Set on the element, not through React's state: a
 * toast costs no second render.
 */
export function keepClear(region: HTMLElement): () => void {
  const place = () => {
    const focused = document.activeElement
    const field = isEditableField(focused) && !region.contains(focused) ? focused : null
    region.dataset.edge = toastEdge(
      field?.getBoundingClientRect() ?? null,
      region.getBoundingClientRect(),
      window.innerHeight,
    )
  }
  place()
  let frame = 0
  // Focus moves in two events (out of one field, into the next): one look, a frame later.
  const placeSoon = () => {
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(place)
  }
  const events = ['focusin', 'focusout', 'scroll', 'resize'] as const
  for (const event of events) {
    window.addEventListener(event, placeSoon, { capture: true, passive: true })
  }
  return () => {
    cancelAnimationFrame(frame)
    for (const event of events) window.removeEventListener(event, placeSoon, { capture: true })
    region.dataset.edge = 'bottom'
  }
}
