import type { Metadata } from 'next'
import { EmptyState } from '@/components/ui/empty-state'
import { PageHeader } from '@/components/ui/page-header'

export const metadata: Metadata = { title: 'Gallery' }

export default function GalleryPage() {
  return (
    <>
      <PageHeader title="Gallery" description="Everything you have generated." />
      <EmptyState title="Coming soon">
        The gallery is not built yet. Your jobs are kept by the service and will show here.
      </EmptyState>
    </>
  )
}
