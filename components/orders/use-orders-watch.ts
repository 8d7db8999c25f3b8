'use client'

import { useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import type { GenerationStatus } from '@/lib/api/generations'
import type { PremiumOrder } from '@/lib/api/premium'
import { isDocumentHidden } from '@/lib/jobs/use-document-hidden'
import { isActiveStage, orderStage } from '@/lib/orders/order-status'
import { orderIdOf, queueOf, summarizeOrders } from '@/lib/orders/queue'
import {
  HIDDEN_LIST_INTERVAL_MS,
  LIST_INTERVAL_MS,
  ordersDueForRead,
  type OrderReadState,
} from '@/lib/orders/read-plan'
import { jobStatusKey } from '@/lib/queries/job-status'
import { premiumOrderQueryOptions, premiumOrdersQueryOptions } from '@/lib/queries/premium-orders'

const TICK_MS = 1000
const quietly = () => undefined
/** Shared by every user of the hook, like the reads themselves. */
let lastRoutineAt = 0

/** Orders worth following: active ones, and any already read (to see them finish). */
function followed(client: QueryClient, items: readonly GenerationStatus[]) {
  return items.filter((item) => {
    const read = client.getQueryState(jobStatusKey('premium', orderIdOf(item)))
    return isActiveStage(orderStage(item.status)) || read?.data !== undefined
  })
}

/** One look at the cache: reads the list when due, then the orders the read plan names. */
function tick(client: QueryClient) {
  const hidden = isDocumentHidden()
  const listOptions = premiumOrdersQueryOptions()
  const interval = hidden ? HIDDEN_LIST_INTERVAL_MS : LIST_INTERVAL_MS
  const list = client.getQueryState(listOptions.queryKey)
  // A failed read (403, 429, offline) waits its interval too: never a read a second.
  const listReadAt = Math.max(list?.dataUpdatedAt ?? 0, list?.errorUpdatedAt ?? 0)
  if (list?.fetchStatus !== 'fetching' && Date.now() - listReadAt >= interval) {
    void client.fetchQuery({ ...listOptions, staleTime: 0 }).catch(quietly)
  }
  const states = followed(client, list?.data?.generations ?? []).flatMap(
    (item): OrderReadState[] => {
      const id = orderIdOf(item)
      const read = client.getQueryState<PremiumOrder>(jobStatusKey('premium', id))
      if (read?.fetchStatus === 'fetching') return []
      const failed = (read?.errorUpdatedAt ?? 0) > (read?.dataUpdatedAt ?? 0)
      return [
        {
          id,
          listedStatus: item.status,
          listedAt: list?.dataUpdatedAt ?? 0,
          active: isActiveStage(orderStage(item.status)),
          readAt: Math.max(read?.dataUpdatedAt ?? 0, read?.errorUpdatedAt ?? 0),
          readStatus: failed ? item.status : (read?.data?.status ?? null),
        },
      ]
    },
  )
  const now = Date.now()
  const { urgent, routine } = ordersDueForRead(states, now, { hidden, lastRoutineAt })
  if (routine) lastRoutineAt = now
  for (const id of routine ? [...urgent, routine] : urgent) {
    void client.fetchQuery({ ...premiumOrderQueryOptions(id), staleTime: 0 }).catch(quietly)
  }
}

/**
 * The account's orders and every open question, kept fresh within the read budget of
 * lib/orders/read-plan.ts. Any number of components may use it at once: all reads go through
 * `fetchQuery` with the plan's staleness, so two users of the hook never double the reads.
 */
export function useOrdersWatch() {
  const client = useQueryClient()
  const list = useQuery({ ...premiumOrdersQueryOptions(), staleTime: LIST_INTERVAL_MS })
  const items = useMemo(() => list.data?.generations ?? [], [list.data])
  const follow = followed(client, items)
  const records = useQueries({
    queries: follow.map((item) => premiumOrderQueryOptions(orderIdOf(item))),
  })

  useEffect(() => {
    const timer = setInterval(() => tick(client), TICK_MS)
    return () => clearInterval(timer)
  }, [client])

  const byId = new Map(
    records.flatMap((r, i): [string, PremiumOrder][] =>
      r.data && follow[i] ? [[orderIdOf(follow[i]), r.data]] : [],
    ),
  )
  // Keyed on what was read, so the lists keep their identity between ticks.
  const key = records.map((r) => r.dataUpdatedAt).join()
  const loaded = [...byId.values()]
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const queue = useMemo(() => queueOf(loaded, items), [key, items])
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const orders = useMemo(() => summarizeOrders(items, (id) => byId.get(id)), [key, items])
  return {
    orders,
    queue,
    isPending: list.isPending || records.some((r) => r.isPending && r.fetchStatus === 'fetching'),
    error: list.error,
  }
}
