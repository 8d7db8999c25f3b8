import type { QueryClient } from '@tanstack/react-query'
import { PREMIUM_GENERATION_TYPE } from '@/lib/api/generations'
import { premiumKind } from '@/lib/api/premium-kind'
import { statusQueryOptions } from './status-query'
import { generationsQueryOptions } from './generations'

/**
 * The account's premium orders (docs/service-contract.md §4.1: `GET /v1/generations` items with generation_type
 * premium-video and their order_id), and one order's record for the orders watcher. The watcher
 * decides when each is read (features/orders/model/read-plan.ts): these never poll by themselves, so however
 * many pages show orders, the reads stay within its budget.
 */
export const premiumOrdersQueryOptions = () =>
  generationsQueryOptions({ generation_type: PREMIUM_GENERATION_TYPE })

/**
 * One order's record, in the same cache entry as the job watcher's status of that order; read by
 * the orders watcher alone (the order page reads it once, then the watcher keeps it fresh). Kept
 * while the studio is open, observed or not: the count beside Orders reads it without an observer
 * (features/orders/use-open-questions.ts), and a record dropped would take its questions off the
 * count until the next read.
 */
export const premiumOrderQueryOptions = (orderId: string) => ({
  ...statusQueryOptions('premium', premiumKind, orderId),
  refetchInterval: false as const,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
  staleTime: Infinity,
  gcTime: Infinity,
})

const quietly = () => undefined

/**
 * Reads these orders' records, each started in a task of its own. As a page opens, every order
 * is new to it and read at once: started in one task, a dozen requests (each building its request
 * and its cache entry) were a long task on a phone. The reads leave within the same moment all the
 * same. `queued` holds the ids waiting for their task, so a caller asking again meanwhile does not
 * queue them twice.
 */
export function readOneATask(
  client: QueryClient,
  ids: readonly string[],
  queued: Set<string> = new Set(),
) {
  const fresh = ids.filter((id) => !queued.has(id))
  fresh.forEach((id) => queued.add(id))
  const next = (rest: readonly string[]) => {
    const [id, ...later] = rest
    if (id === undefined) return
    setTimeout(() => {
      queued.delete(id)
      void client.fetchQuery({ ...premiumOrderQueryOptions(id), staleTime: 0 }).catch(quietly)
      next(later)
    }, 0)
  }
  next(fresh)
}
