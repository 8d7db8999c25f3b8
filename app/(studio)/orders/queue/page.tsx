import type { Metadata } from 'next'
import { PageHeader } from '@/components/ui/page-header'
import { OrdersNav } from '@/features/orders/orders-nav'
import { ReviewQueueScreen } from '@/features/orders/review-queue-screen'

export const metadata: Metadata = { title: 'Review queue' }

export default function ReviewQueuePage() {
  return (
    <>
      <PageHeader
        title="Review queue"
        description="Every open question across your orders, the nearest deadline first. Keys: j/k or arrows move, 1-9 pick an option, Enter reviews and sends."
      />
      <OrdersNav current="queue" />
      <ReviewQueueScreen />
    </>
  )
}
