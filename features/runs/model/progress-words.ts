import type { ItemState, RunSummary } from '@/lib/studio-api/runs'
import { formatCount } from '@/lib/format'

/** "12 of 36 sent": items the service took, of the run's items. */
export function sentWords(run: Pick<RunSummary, 'sent' | 'items'>): string {
  return `${formatCount(run.sent)} of ${formatCount(run.items)} sent`
}

/** "next start in 8 s", while items wait for their turn under the service's limit. */
export function nextStartWords(nextStartAt: string | null, now: number): string | null {
  if (!nextStartAt) return null
  const seconds = Math.ceil((Date.parse(nextStartAt) - now) / 1000)
  if (!Number.isFinite(seconds)) return null
  if (seconds <= 0) return 'next start now'
  if (seconds < 60) return `next start in ${seconds} s`
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  return `next start in ${minutes} min${rest ? ` ${rest} s` : ''}`
}

const STATE_WORDS: Record<RunSummary['state'], string> = {
  running: 'Sending',
  paused: 'Paused',
  stopped: 'Stopped',
  done: 'Done',
}

export const runStateWords = (state: RunSummary['state']) => STATE_WORDS[state]

const ITEM_WORDS: Record<ItemState, string> = {
  waiting: 'Waiting its turn',
  sending: 'Sending',
  lost: 'Looking for it in your history',
  started: 'Making',
  completed: 'Done',
  failed: 'Failed',
  refused: 'Refused',
  cancelled: 'Not sent',
}

/**
 * Where an item stands. One the service took before its run stopped is no longer followed by the
 * run (its key went with the stop, docs/runs.md): it is made all the same, in the gallery.
 */
export const itemStateWords = (state: ItemState, runState: RunSummary['state']) =>
  state === 'started' && runState === 'stopped'
    ? 'Sent before the stop: see the gallery'
    : ITEM_WORDS[state]
