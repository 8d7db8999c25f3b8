import { useSyncExternalStore } from 'react'
import { createListeners } from '@/lib/listeners'

/**
 * A run going, as the job dock shows it: its title, where it stands in words ("12 of 36 sent,
 * next start in 8 s") and its page. The runs feature reads them from the studio's server (the
 * same on every device, features/runs/runs-in-dock.tsx) and puts them here; the dock, shared UI,
 * only shows them.
 */
export interface DockRun {
  id: string
  title: string
  words: string
  /** Items settled of all, 0 to 1. */
  settled: number
  href: string
}

const NONE: readonly DockRun[] = []
const listeners = createListeners()
let runs: readonly DockRun[] = NONE

export function setDockRuns(next: readonly DockRun[]) {
  // Told the same again (a read that changed nothing), the dock draws nothing again.
  if (JSON.stringify(next) === JSON.stringify(runs)) return
  runs = next.length === 0 ? NONE : next
  listeners.notify()
}

/** The runs going, for the dock's count and its rows. None on the server. */
export function useDockRuns(): readonly DockRun[] {
  return useSyncExternalStore(
    listeners.subscribe,
    () => runs,
    () => NONE,
  )
}
