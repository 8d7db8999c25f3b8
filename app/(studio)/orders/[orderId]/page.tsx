import type { Metadata } from 'next'
import { OrderScreen } from '@/features/orders/order-screen'
import { premiumKind } from '@/lib/api/premium-kind'
import { statusRead } from '@/lib/queries/job-status-read'
import { firstReads } from '@/lib/server/first-reads'
import { ServedReads } from '@/components/shell/served-reads'

export const metadata: Metadata = { title: 'Order' }

export default async function OrderPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params
  // The order is the page: read with it, its brief, timeline and questions are in the page's HTML
  // (docs/performance.md, "What a page loads first"); the orders watcher keeps it fresh after.
  const served = await firstReads([statusRead('premium', premiumKind, orderId)])
  return (
    <ServedReads served={served}>
      <OrderScreen orderId={orderId} />
    </ServedReads>
  )
}
