import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { PageHeader } from '@/components/ui/page-header'
import { OrdersList } from '@/components/orders/orders-list'
import { OrdersNav } from '@/components/orders/orders-nav'

export const metadata: Metadata = { title: 'Orders' }

interface OrdersPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export default async function OrdersPage({ searchParams }: OrdersPageProps) {
  // Older links (the gallery) name the order in the query: its page is /orders/<id>.
  const { order } = await searchParams
  if (typeof order === 'string' && order.trim()) redirect(`/orders/${encodeURIComponent(order)}`)
  return (
    <>
      <PageHeader
        title="Orders"
        description="Premium video orders: their status, questions that wait for your answer, and the delivered films."
      />
      <OrdersNav current="orders" />
      <OrdersList />
    </>
  )
}
