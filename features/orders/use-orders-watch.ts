'use client'

import { useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { GenerationStatus } from '@/lib/api/generations'
import type { PremiumOrder } from '@/lib/api/premium'
import { isActiveStage, orderStage } from '@/features/orders/model/order-status'
import { orderIdOf, passedOf, queueOf, summarizeOrders } from '@/features/orders/model/queue'
import { LIST_INTERVAL_MS } from '@/features/orders/model/read-plan'
import { jobStatusKey } from '@/lib/queries/job-status-read'
import { premiumOrderQueryOptions, premiumOrdersQueryOptions } from '@/lib/queries/premium-orders'

/** Orders worth following: active ones, and any already read (to see them finish). */
export function followed(client: QueryClient, items: readonly GenerationStatus[]) {
  return items.filter((item) => {
    const read = client.getQueryState(jobStatusKey('premium', orderIdOf(item)))
    return isActiveStage(orderStage(item.status)) || read?.data !== undefined
  })
}

/** The orders list and the records of the orders followed, as the cache holds them. */
function useWatchedOrders() {
  const client = useQueryClient()
  const list = useQuery({ ...premiumOrdersQueryOptions(), staleTime: LIST_INTERVAL_MS })
  const items = useMemo(() => list.data?.generations ?? [], [list.data])
  const follow = followed(client, items)
  // Read by the orders watcher alone, first reads included: it sends them one a task, where these
  // observers mounting with the list would start them all in one.
  const records = useQueries({
    queries: follow.map((item) => ({
      ...premiumOrderQueryOptions(orderIdOf(item)),
      enabled: false,
    })),
  })
  const byId = new Map(
    records.flatMap((r, i): [string, PremiumOrder][] =>
      r.data && follow[i] ? [[orderIdOf(follow[i]), r.data]] : [],
    ),
  )
  return {
    list,
    items,
    records,
    byId,
    // Keyed on what was read, so the lists derived from it keep their identity between ticks.
    readKey: records.map((r) => r.dataUpdatedAt).join(),
    isPending: list.isPending || records.some((r) => r.isPending && r.fetchStatus === 'fetching'),
    /**
     * Until the list and every order it names were read once (or failed): questions shown before
     * that would be joined by others above them (nearest deadline first), moving the page.
     */
    firstReadPending: list.isPending || records.some((r) => r.data === undefined && !r.error),
  }
}

/**
 * The account's orders and every open question, as the one orders watcher keeps them
 * (./orders-watcher.tsx, mounted once in the studio layout, within the read budget of
 * features/orders/model/read-plan.ts). Any number of components may use it at once: it only reads the cache.
 */
export function useOrdersWatch() {
  const { list, items, byId, readKey, isPending, firstReadPending } = useWatchedOrders()
  const loaded = [...byId.values()]
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const queue = useMemo(() => queueOf(loaded, items), [readKey, items])
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const passed = useMemo(() => passedOf(loaded, items), [readKey, items])
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const orders = useMemo(() => summarizeOrders(items, (id) => byId.get(id)), [readKey, items])
  return {
    orders,
    queue,
    /** Questions whose window passed unanswered: the queue keeps those it shows (features/orders/model/queue.ts). */
    passed,
    isPending,
    firstReadPending,
    error: list.error,
  }
}
