import type { Metadata } from 'next'
import { EmptyState } from '@/components/ui/empty-state'
import { PageHeader } from '@/components/ui/page-header'

export const metadata: Metadata = { title: 'Orders' }

export default function OrdersPage() {
  return (
    <>
      <PageHeader title="Orders" description="Premium video orders and their questions." />
      <EmptyState title="Coming soon">Premium orders are not built yet.</EmptyState>
    </>
  )
}
