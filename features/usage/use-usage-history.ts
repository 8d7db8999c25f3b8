'use client'

import { useQueries } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import type { GenerationStatus } from '@/lib/api/generations'
import { generationsQueryOptions } from '@/lib/queries/generations'
import { READABLE_GENERATION_TYPES } from '@/features/usage/model/kinds'
import {
  planHistoryReads,
  type HistoryFilter,
  type PageRead,
} from '@/features/usage/model/read-plan'

/** Pages already read stay known for the visit; the page never asks for them again. */
const KNOWN_FOR_MS = 5 * 60_000

/**
 * The account's history as far back as the service's pages reach, read as the plan says. Pages
 * share the cache with the gallery and the orders list, so a page they already read is not read
 * again here.
 */
export function useUsageHistory() {
  const [started, setStarted] = useState<{ filter: HistoryFilter; at: number }[]>(() => [
    { filter: null, at: Date.now() },
  ])
  const [tick, setTick] = useState(0)
  const results = useQueries({
    queries: started.map(({ filter }) => ({
      ...generationsQueryOptions(filter ? { generation_type: filter } : {}),
      staleTime: KNOWN_FOR_MS,
    })),
  })
  const pages: PageRead[] = []
  const inFlight: HistoryFilter[] = []
  const items: GenerationStatus[] = []
  let error: unknown = null
  results.forEach((r, i) => {
    const filter = started[i]!.filter
    if (r.data) {
      items.push(...r.data.generations)
      const oldest = r.data.generations.at(-1)?.created_at ?? null
      pages.push({ filter, count: r.data.count, limit: r.data.limit, oldest })
    } else if (r.isError) {
      error ??= r.error
      // A failed page counts as read so the plan moves on; the page says history is partial.
      pages.push({ filter, count: 0, limit: 1, oldest: null })
    } else inFlight.push(filter)
  })
  const types = useMemo(() => {
    const seen = new Set<string>(READABLE_GENERATION_TYPES)
    items.forEach((g) => g.generation_type && seen.add(g.generation_type))
    return [...seen]
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items.length])
  const plan = planHistoryReads(
    { pages, inFlight, startedAt: started.map((s) => s.at), types },
    // eslint-disable-next-line react-hooks/purity
    Date.now() + tick * 0,
  )
  const nextKey = plan.next.join('|')
  useEffect(() => {
    if (!plan.next.length && !plan.waitMs) return
    // Started from a timer, so each read is counted once even when React renders twice.
    const timer = setTimeout(() => {
      if (!plan.next.length) return setTick((t) => t + 1)
      const at = Date.now()
      setStarted((s) => [
        ...s,
        ...plan.next
          .filter((f) => !s.some((x) => x.filter === f))
          .map((filter) => ({ filter, at })),
      ])
    }, plan.waitMs)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nextKey, plan.waitMs])
  return { items, plan, error, loadingFirst: !pages.some((p) => p.filter === null) }
}
