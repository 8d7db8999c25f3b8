'use client'

import { useCallback, useEffect, useMemo, useState } from 'react'
import {
  EMPTY_SELECTION,
  clickSelect,
  keepShown,
  selectAll,
  selectedInOrder,
} from '@/features/gallery/model/selection'
import { isDialogOpen } from '@/components/ui/dialog-open'

/** Typing in a field keeps its own Ctrl+A and Escape, and an open dialog its own keys. */
function isTyping(target: EventTarget | null): boolean {
  if (isDialogOpen()) return true
  if (!(target instanceof HTMLElement)) return false
  return Boolean(target.closest('input, textarea, select, [contenteditable="true"]'))
}

/**
 * The gallery's multi-selection over the tiles shown (`order`): clicks (Shift for a range),
 * Ctrl/Cmd+A for every tile shown and Escape to clear, unless a field or a dialog has focus.
 */
export function useGallerySelection(order: readonly string[], enabled: boolean) {
  const [selection, setSelection] = useState(EMPTY_SELECTION)
  const shown = keepShown(selection, order)
  const chosenIds = useMemo(() => selectedInOrder(shown, order), [shown, order])

  const select = useCallback(
    (id: string, shift: boolean) =>
      setSelection((s) => clickSelect(keepShown(s, order), order, id, shift)),
    [order],
  )
  const clear = useCallback(() => setSelection(EMPTY_SELECTION), [])

  useEffect(() => {
    if (!enabled) return
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target)) return
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') {
        event.preventDefault()
        setSelection(selectAll(order))
      } else if (event.key === 'Escape') {
        setSelection(EMPTY_SELECTION)
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [order, enabled])

  return { selectedIds: shown.ids, chosenIds, select, clear }
}
