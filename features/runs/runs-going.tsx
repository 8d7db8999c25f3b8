'use client'

import { formatCount } from '@/lib/format'
import { useRuns } from '@/lib/queries/runs'
import { isGoing } from '@/lib/studio-api/runs'

/**
 * How far the runs going are ("12/36"), over the corner of Runs in the main navigation, on every
 * page: read from the studio (never the service), again every few seconds while a run goes.
 */
export function RunsGoing() {
  const runs = useRuns()
  const going = runs.data?.runs.filter(isGoing) ?? []
  if (going.length === 0) return null
  const sent = going.reduce((n, run) => n + run.sent, 0)
  const items = going.reduce((n, run) => n + run.items, 0)
  const words = `${going.length === 1 ? '1 run going' : `${going.length} runs going`}: ${formatCount(sent)} of ${formatCount(items)} sent`
  return (
    <span
      className="absolute -right-2 -top-1 inline-flex h-4 items-center justify-center rounded-full bg-accent px-1 text-xs font-semibold leading-4 text-on-accent ring-2 ring-surface"
      title={words}
    >
      <span aria-hidden>
        {sent}/{items}
      </span>
      <span className="sr-only">{`, ${words}`}</span>
    </span>
  )
}
