import type { Metadata } from 'next'
import { EmptyState } from '@/components/ui/empty-state'
import { PageHeader } from '@/components/ui/page-header'

export const metadata: Metadata = { title: 'Story' }

export default function StoryPage() {
  return (
    <>
      <PageHeader title="Story" description="Long-form videos stitched from scenes." />
      <EmptyState title="Coming soon">Story videos are not built yet.</EmptyState>
    </>
  )
}
