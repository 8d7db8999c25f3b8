'use client'

import { useMemo } from 'react'
import type { Model } from '@/lib/api/models'
import { useTrackedJobs } from '@/lib/jobs/use-tracked-job'
import { useGenerations } from '@/lib/queries/generations'
import { useSearch } from '@/lib/queries/search'
import { feedRuns, matchedRuns } from './model/feed-runs'
import { useFeedQuery } from './use-feed-query'

/** Results one page of the feed's search holds: a few runs more than a phone's screenfuls. */
const PAGE_SIZE = 30

/**
 * The runs Create's feed shows: the account's image and video runs, newest first, or with words
 * in `?q=`, those the gallery's search finds (the same route and query, best match first).
 */
export function useFeedRuns(models: readonly Model[]) {
  const { q, setQuery } = useFeedQuery()
  const history = useGenerations({})
  const tracked = useTrackedJobs()
  const found = useSearch({ q }, { enabled: Boolean(q), pageSize: PAGE_SIZE })
  const createModels = useMemo(() => new Set(models.map((m) => m.model_id)), [models])
  const listed = useMemo(
    () => feedRuns(history.data?.generations ?? [], tracked, createModels),
    [history.data, tracked, createModels],
  )
  const hits = found.hits
  const matched = useMemo(
    () =>
      matchedRuns(
        hits.map((hit) => hit.record),
        createModels,
      ),
    [hits, createModels],
  )
  if (q) {
    return {
      q,
      setQuery,
      tracked,
      runs: matched,
      pending: found.isPending,
      error: found.error,
      found,
    }
  }
  return {
    q,
    setQuery,
    tracked,
    runs: listed,
    pending: history.isPending,
    error: history.error,
    found: null,
  }
}
