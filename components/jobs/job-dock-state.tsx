'use client'

import { useSyncExternalStore } from 'react'

/** The person's last choice, kept across pages: a dock opened to follow jobs stays open. */
const STORAGE_KEY = 'media-studio:job-dock'

const listeners = new Set<() => void>()

function storedOpen(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'open'
  } catch {
    return false
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab folding or opening its dock does not move this one: only this tab's clicks do.
  return () => void listeners.delete(listener)
}

function setOpen(open: boolean) {
  try {
    localStorage.setItem(STORAGE_KEY, open ? 'open' : 'folded')
  } catch {
    // Private mode without storage: nothing to remember, and nothing to show as open.
  }
  for (const listener of listeners) listener()
}

/**
 * Whether the job dock is open, shared by its toggle in the top bar and its panel below it.
 * Folded by default and on the server, so the first HTML never covers or shifts anything.
 */
export function useJobDock() {
  const open = useSyncExternalStore(subscribe, storedOpen, () => false)
  return { open, setOpen }
}
