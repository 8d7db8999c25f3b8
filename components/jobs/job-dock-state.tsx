'use client'

import { useSyncExternalStore } from 'react'

/**
 * Whether this tab's job dock is open. It opens over the page (components/jobs/job-dock-panel.tsx),
 * so it is a moment's look, not a place to stay: it is never remembered across pages or reloads,
 * and every page starts with it folded to the count in the top bar.
 */
let open = false
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

function setOpen(next: boolean) {
  if (open === next) return
  open = next
  for (const listener of listeners) listener()
}

/** Shared by the dock's toggle in the top bar and its panel. Folded on the server. */
export function useJobDock() {
  const isOpen = useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  )
  return { open: isOpen, setOpen }
}
