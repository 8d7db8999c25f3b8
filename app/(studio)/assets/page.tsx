import type { Metadata } from 'next'
import { EmptyState } from '@/components/ui/empty-state'
import { PageHeader } from '@/components/ui/page-header'

export const metadata: Metadata = { title: 'Assets' }

export default function AssetsPage() {
  return (
    <>
      <PageHeader title="Assets" description="Your personal and team media library." />
      <EmptyState title="Coming soon">The asset library is not built yet.</EmptyState>
    </>
  )
}
