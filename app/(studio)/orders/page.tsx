import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { PageHeader } from '@/components/ui/page-header'
import { OrdersScreen } from '@/features/orders/orders-screen'
import { OrdersNav } from '@/features/orders/orders-nav'
import { ServedReads } from '@/components/shell/served-reads'
import { PREMIUM_GENERATION_TYPE } from '@/lib/api/generations'
import { generationsRead } from '@/lib/queries/generations'
import { firstReads } from '@/lib/server/first-reads'

export const metadata: Metadata = { title: 'Orders' }

interface OrdersPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export default async function OrdersPage({ searchParams }: OrdersPageProps) {
  // Older links (the gallery) name the order in the query: its page is /orders/<id>.
  const { order } = await searchParams
  if (typeof order === 'string' && order.trim()) redirect(`/orders/${encodeURIComponent(order)}`)
  // The account's orders, read with the page: the list is in its HTML (each order's questions
  // follow from the orders watcher), and does not render the page again as it arrives.
  const served = await firstReads([generationsRead({ generation_type: PREMIUM_GENERATION_TYPE })])
  return (
    <>
      <PageHeader
        title="Orders"
        description="Premium video orders: their status, questions that wait for your answer, and the delivered films."
      />
      <OrdersNav current="orders" />
      <ServedReads served={served}>
        <OrdersScreen />
      </ServedReads>
    </>
  )
}
