'use client'

import { useEffect, useRef, useState, type DragEvent } from 'react'
import type { MediaKind } from '@/lib/api/media-kinds'
import { fileKind, mayDrop, readDrop, readPaste, type DropReading } from '@/lib/media/read-drop'

const SLOT_ATTRIBUTE = 'data-source-slot'

interface SlotDropOptions {
  kind: MediaKind
  label: string
  filled: boolean
  /** What the drop or paste brought, already checked against the slot. */
  onReading: (reading: DropReading) => void
}

/**
 * Which slot of a form takes a pasted file: the one holding focus, else the first empty one of
 * the file's kind, else the first of its kind, else the first (which says why it cannot).
 */
function slotForPaste(scope: Element, target: EventTarget | null, file: File): Element | null {
  const focused = target instanceof Element ? target.closest(`[${SLOT_ATTRIBUTE}]`) : null
  if (focused && scope.contains(focused)) return focused
  const slots = [...scope.querySelectorAll(`[${SLOT_ATTRIBUTE}]`)]
  const kind = fileKind(file)
  const ofKind = slots.filter((slot) => slot.getAttribute(SLOT_ATTRIBUTE) === kind)
  return (
    ofKind.find((slot) => slot.getAttribute('data-filled') === 'false') ??
    ofKind[0] ??
    slots[0] ??
    null
  )
}

/**
 * Drops on a source slot (files from the desktop, gallery outputs, library files, links) and
 * pastes while the slot or its form has focus. Returns the props for the slot's element and
 * whether a drag is over it, for the visible affordance.
 */
export function useSlotDrop({ kind, label, filled, onReading }: SlotDropOptions) {
  const ref = useRef<HTMLDivElement>(null)
  const [over, setOver] = useState(false)
  const latest = useRef({ kind, label, onReading })
  useEffect(() => {
    latest.current = { kind, label, onReading }
  })

  useEffect(() => {
    const slot = ref.current
    const scope: HTMLElement | null = slot?.closest('form') ?? slot
    if (!slot || !scope) return
    const onPaste = (event: ClipboardEvent) => {
      const file = event.clipboardData?.files[0]
      if (!event.clipboardData || !file || slotForPaste(scope, event.target, file) !== slot) return
      event.preventDefault()
      const { kind, label, onReading } = latest.current
      onReading(readPaste(event.clipboardData, { kind, label }))
    }
    scope.addEventListener('paste', onPaste)
    return () => scope.removeEventListener('paste', onPaste)
  }, [])

  const accept = (event: DragEvent) => {
    if (!mayDrop([...event.dataTransfer.types])) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setOver(true)
  }
  const props = {
    ref,
    [SLOT_ATTRIBUTE]: kind,
    'data-filled': String(filled),
    onDragEnter: accept,
    onDragOver: accept,
    onDragLeave: (event: DragEvent) => {
      if (!(event.relatedTarget instanceof Node && ref.current?.contains(event.relatedTarget)))
        setOver(false)
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault()
      setOver(false)
      onReading(readDrop(event.dataTransfer, { kind, label }))
    },
  }
  return { props, over }
}
