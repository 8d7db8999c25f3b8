import { PREMIUM_GENERATION_TYPE } from '@/lib/api/generations'
import { jobStatusQueryOptions } from './job-status'
import { generationsQueryOptions } from './generations'

/**
 * The account's premium orders (spec 4.1: `GET /v1/generations` items with generation_type
 * premium-video and their order_id), and one order's record for the orders watcher. The watcher
 * decides when each is read (lib/orders/read-plan.ts): these never poll by themselves, so however
 * many pages show orders, the reads stay within its budget.
 */
export const premiumOrdersQueryOptions = () =>
  generationsQueryOptions({ generation_type: PREMIUM_GENERATION_TYPE })

/** Same cache entry as the order page's live status (`useJobStatus('premium', id)`). */
export const premiumOrderQueryOptions = (orderId: string) => ({
  ...jobStatusQueryOptions('premium', orderId),
  refetchInterval: false as const,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
  staleTime: Infinity,
})
