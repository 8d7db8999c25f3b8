'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import { generationsQueryOptions } from '@/lib/queries/generations'
import { useRuns } from '@/lib/queries/runs'
import { entryRuns, feedEntries } from './model/feed-entries'
import type { FeedRun } from './model/feed-runs'

/**
 * The feed's entries with the account's batch runs grouped (docs/runs.md). A run's jobs are
 * started by the studio's server, not this tab: the history is read again whenever a run settles
 * another item, so its results appear in their group.
 */
export function useFeedEntries(runs: readonly FeedRun[]) {
  const batches = useRuns()
  const queryClient = useQueryClient()
  const list = batches.data?.runs
  const settled = list?.reduce((sum, run) => sum + run.settled + run.jobs.length, 0) ?? 0
  // The first count read is the history's own: only a later change reads it again.
  const seen = useRef<number | null>(null)
  useEffect(() => {
    if (!list) return
    if (seen.current !== null && settled !== seen.current)
      void queryClient.invalidateQueries({ queryKey: generationsQueryOptions().queryKey })
    seen.current = settled
  }, [list, settled, queryClient])
  const entries = useMemo(() => feedEntries(runs, list ?? []), [runs, list])
  const shown = useMemo(() => entries.flatMap(entryRuns), [entries])
  return { entries, shown }
}
