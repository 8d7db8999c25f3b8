'use client'

import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { PremiumOrder } from '@/lib/api/premium'
import { isDocumentHidden } from '@/lib/jobs/use-document-hidden'
import { isActiveStage, orderStage } from '@/features/orders/model/order-status'
import { orderIdOf } from '@/features/orders/model/queue'
import {
  HIDDEN_LIST_INTERVAL_MS,
  LIST_INTERVAL_MS,
  ordersDueForRead,
  type OrderReadState,
} from '@/features/orders/model/read-plan'
import { jobStatusKey } from '@/lib/queries/job-status-read'
import { premiumOrdersQueryOptions, readOneATask } from '@/lib/queries/premium-orders'
import { followed } from './use-orders-watch'

const TICK_MS = 1000
const quietly = () => undefined

const readAtOf = (state: { dataUpdatedAt: number; errorUpdatedAt: number } | undefined) =>
  Math.max(state?.dataUpdatedAt ?? 0, state?.errorUpdatedAt ?? 0)

/**
 * What the read plan needs of every followed order: those of the list, and an order a page shows
 * that the list does not name (yet), so the order page is kept fresh by this plan too.
 */
export function orderReadStates(client: QueryClient): OrderReadState[] {
  const list = client.getQueryState(premiumOrdersQueryOptions().queryKey)
  const items = followed(client, list?.data?.generations ?? [])
  const listed = new Set(items.map(orderIdOf))
  const states = items.map((item) => {
    const id = orderIdOf(item)
    const read = client.getQueryState<PremiumOrder>(jobStatusKey('premium', id))
    const failed = (read?.errorUpdatedAt ?? 0) > (read?.dataUpdatedAt ?? 0)
    return {
      id,
      fetching: read?.fetchStatus === 'fetching',
      listedStatus: item.status,
      listedAt: list?.dataUpdatedAt ?? 0,
      active: isActiveStage(orderStage(item.status)),
      readAt: readAtOf(read),
      readStatus: failed ? item.status : (read?.data?.status ?? null),
    }
  })
  const shown = client
    .getQueryCache()
    .findAll({ queryKey: ['job', 'premium'] })
    .filter((query) => query.getObserversCount() > 0 && !listed.has(String(query.queryKey[2])))
    .flatMap((query) => {
      const order = query.state.data as PremiumOrder | undefined
      // Never read yet: the page's own first read is under way.
      if (!order) return []
      return [
        {
          id: String(query.queryKey[2]),
          fetching: query.state.fetchStatus === 'fetching',
          listedStatus: order.status,
          listedAt: 0,
          active: isActiveStage(orderStage(order.status)),
          readAt: readAtOf(query.state),
          readStatus: order.status,
        },
      ]
    })
  return [...states, ...shown].filter((s) => !s.fetching).map(({ fetching: _, ...s }) => s)
}

/**
 * The one scheduler of premium-order reads, mounted once in the studio layout: every second it
 * looks at the cache and reads the orders list when due, then the orders the read plan names.
 * Every page that shows orders (the list, the queue, one order, the count in the navigation)
 * reads the cache it fills, so the reads stay within the plan's budget however many are open.
 */
export function OrdersWatcher() {
  const client = useQueryClient()
  const lastRoutineAt = useRef(0)
  useEffect(() => {
    // Reads waiting for their task: a tick meanwhile does not ask for them again.
    const queued = new Set<string>()
    const tick = () => {
      const hidden = isDocumentHidden()
      const listOptions = premiumOrdersQueryOptions()
      const interval = hidden ? HIDDEN_LIST_INTERVAL_MS : LIST_INTERVAL_MS
      const list = client.getQueryState(listOptions.queryKey)
      // A failed read (403, 429, offline) waits its interval too: never a read a second.
      if (list?.fetchStatus !== 'fetching' && Date.now() - readAtOf(list) >= interval) {
        void client.fetchQuery({ ...listOptions, staleTime: 0 }).catch(quietly)
      }
      const now = Date.now()
      const { urgent, routine } = ordersDueForRead(orderReadStates(client), now, {
        hidden,
        lastRoutineAt: lastRoutineAt.current,
      })
      if (routine) lastRoutineAt.current = now
      readOneATask(client, routine ? [...urgent, routine] : urgent, queued)
    }
    const timer = setInterval(tick, TICK_MS)
    // A new list is looked at at once: the orders it names first are read then, not a tick later.
    const listHash = hashKey(premiumOrdersQueryOptions().queryKey)
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return
      if (event.query.queryHash === listHash) tick()
    })
    tick()
    return () => {
      clearInterval(timer)
      unsubscribe()
    }
  }, [client])
  return null
}
