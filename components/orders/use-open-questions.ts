'use client'

import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import type { PremiumOrder } from '@/lib/api/premium'
import { orderIdOf, queueOf, type QueueQuestion } from '@/lib/orders/queue'
import { jobStatusKey } from '@/lib/queries/job-status-read'
import { premiumOrdersQueryOptions } from '@/lib/queries/premium-orders'
import { followed } from './use-orders-watch'

export interface OpenQuestions {
  /** Every open question of the account's orders, nearest deadline first. */
  queue: readonly QueueQuestion[]
  /**
   * Until the list and every order it names were read once (or failed): questions shown before
   * that would be joined by others above them (nearest deadline first), moving the page.
   */
  firstReadPending: boolean
}

const NOTHING_YET: OpenQuestions = { queue: [], firstReadPending: true }

/**
 * Reads the open questions from what the orders watcher put in the cache, with no observer per
 * order: the count beside Orders is on every page, and an observer per order, set up again at each
 * of the watcher's reads, made it the costliest component of a page's first seconds on a phone
 * (docs/architecture.md, "Where a phone's time goes"). The answer is worked out again only when a
 * read it depends on changed, and keeps its identity otherwise.
 */
export function openQuestionsReader(client: QueryClient): () => OpenQuestions {
  let last: { key: string; value: OpenQuestions } | undefined
  return () => {
    const list = client.getQueryState(premiumOrdersQueryOptions().queryKey)
    const items = list?.data?.generations ?? []
    const reads = followed(client, items).map((item) =>
      client.getQueryState<PremiumOrder>(jobStatusKey('premium', orderIdOf(item))),
    )
    const key = [list?.dataUpdatedAt, list?.errorUpdatedAt]
      .concat(reads.flatMap((read) => [read?.dataUpdatedAt, read?.errorUpdatedAt]))
      .join()
    if (last?.key !== key) {
      const orders = reads.flatMap((read) => (read?.data ? [read.data] : []))
      const firstReadPending =
        list?.data === undefined && list?.error == null
          ? true
          : reads.some((read) => read?.data === undefined && read?.error == null)
      last = { key, value: { queue: queueOf(orders, items), firstReadPending } }
    }
    return last.value
  }
}

/** The open questions, for the count beside Orders: it only reads the cache. */
export function useOpenQuestions(): OpenQuestions {
  const client = useQueryClient()
  const read = useMemo(() => openQuestionsReader(client), [client])
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  )
  return useSyncExternalStore(subscribe, read, () => NOTHING_YET)
}
