'use client'

import {
  hashKey,
  useQueryClient,
  type QueryCacheNotifyEvent,
  type QueryClient,
} from '@tanstack/react-query'
import { useMemo, useSyncExternalStore } from 'react'
import type { GenerationsListResponse } from '@/lib/api/generations'
import type { PremiumOrder } from '@/lib/api/premium'
import { orderIdOf, queueOf, type QueueQuestion } from '@/features/orders/model/queue'
import { jobStatusKey } from '@/lib/queries/job-status-read'
import { premiumOrdersQueryOptions } from '@/lib/queries/premium-orders'
import { followed } from './use-orders-watch'

export interface OpenQuestions {
  /** Every open question of the account's orders, nearest deadline first; none until read. */
  queue: readonly QueueQuestion[]
  /**
   * Until the list and every order it names were read once (or failed): questions shown before
   * that would be joined by others above them (nearest deadline first), moving the page.
   */
  firstReadPending: boolean
}

const NOTHING_YET: OpenQuestions = { queue: [], firstReadPending: true }

/** Whether two answers show the same: the count and its announcements would not change. */
function sameAnswer(a: OpenQuestions, b: OpenQuestions) {
  return (
    a.firstReadPending === b.firstReadPending && JSON.stringify(a.queue) === JSON.stringify(b.queue)
  )
}

/**
 * Reads the open questions from what the orders watcher put in the cache, with no observer per
 * order: the count beside Orders is on every page, and an observer per order, set up again at each
 * of the watcher's reads, made it the costliest component of a page's first seconds on a phone
 * (docs/performance.md, "Where a phone's time goes"). The answer is worked out again only when a
 * read it depends on changed, and keeps its identity while it says the same. Until every order was
 * read once it is "nothing yet": a count that climbed with each read was a render of its own at
 * each of the watcher's reads as a page opens.
 */
export function openQuestionsReader(client: QueryClient) {
  const cache = client.getQueryCache()
  // Hashes made once: a read looks the queries up by hash, which a page's many cache events make
  // worth it (getQueryState would hash each key again with its default options).
  const listHash = hashKey(premiumOrdersQueryOptions().queryKey)
  const stateOf = <T>(hash: string) => cache.get<T>(hash)?.state
  let last: { key: string; value: OpenQuestions } | undefined
  const read = (): OpenQuestions => {
    const list = stateOf<GenerationsListResponse>(listHash)
    const items = list?.data?.generations ?? []
    const reads = followed(client, items).map((item) =>
      stateOf<PremiumOrder>(hashKey(jobStatusKey('premium', orderIdOf(item)))),
    )
    const key = [list?.dataUpdatedAt, list?.errorUpdatedAt]
      .concat(reads.flatMap((read) => [read?.dataUpdatedAt, read?.errorUpdatedAt]))
      .join()
    if (last?.key !== key) {
      const firstReadPending =
        list?.data === undefined && list?.error == null
          ? true
          : reads.some((read) => read?.data === undefined && read?.error == null)
      const orders = () => reads.flatMap((read) => (read?.data ? [read.data] : []))
      const value = firstReadPending
        ? NOTHING_YET
        : { queue: queueOf(orders(), items), firstReadPending: false }
      last = { key, value: last && sameAnswer(last.value, value) ? last.value : value }
    }
    return last.value
  }
  // Only the orders' own changes are looked at: a page's other reads change nothing here.
  const subscribe = (onChange: () => void) =>
    cache.subscribe((event) => {
      if (concernsOrders(event, listHash)) onChange()
    })
  return { read, subscribe }
}

/** Whether a change of the cache can change the open questions: the orders list's or an order's. */
export function concernsOrders(event: QueryCacheNotifyEvent, listHash: string) {
  if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return false
  const [scope, kind] = event.query.queryKey
  return event.query.queryHash === listHash || (scope === 'job' && kind === 'premium')
}

/** The open questions, for the count beside Orders: it only reads the cache. */
export function useOpenQuestions(): OpenQuestions {
  const client = useQueryClient()
  const { read, subscribe } = useMemo(() => openQuestionsReader(client), [client])
  return useSyncExternalStore(subscribe, read, () => NOTHING_YET)
}
