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

const same = (a: readonly DockRun[], b: readonly DockRun[]) =>
  a.length === b.length &&
  a.every((run, i) => {
    const other = b[i]!
    return (
      run.id === other.id &&
      run.title === other.title &&
      run.words === other.words &&
      run.settled === other.settled &&
      run.href === other.href
    )
  })

export function setDockRuns(next: readonly DockRun[]) {
  const kept = next.length === 0 ? NONE : next
  if (same(runs, kept)) return
  runs = kept
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
