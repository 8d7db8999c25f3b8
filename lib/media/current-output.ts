'use client'

import { useEffect, useSyncExternalStore } from 'react'
import type { GenerationView, OutputView } from '@/lib/jobs/generation-view'

/**
 * The output the page says is current (the one open in the gallery's detail): what the command
 * palette runs its tools on. Whatever shows an output publishes it while it is on screen.
 */
export interface CurrentOutput {
  generation: GenerationView
  output: OutputView
}

let current: CurrentOutput | null = null
const listeners = new Set<() => void>()

function set(next: CurrentOutput | null) {
  current = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Makes this output the current one while the caller is mounted (null publishes nothing). */
export function usePublishCurrentOutput(value: CurrentOutput | null): void {
  const generation = value?.generation
  const output = value?.output
  useEffect(() => {
    if (!generation || !output) return
    const mine = { generation, output }
    set(mine)
    return () => {
      if (current === mine) set(null)
    }
  }, [generation, output])
}

export function useCurrentOutput(): CurrentOutput | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
}
