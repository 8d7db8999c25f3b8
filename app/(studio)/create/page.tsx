import type { Metadata } from 'next'
import { EmptyState } from '@/components/ui/empty-state'
import { PageHeader } from '@/components/ui/page-header'

export const metadata: Metadata = { title: 'Create' }

export default function CreatePage() {
  return (
    <>
      <PageHeader title="Create" description="Generate images and video from the catalog." />
      <EmptyState title="Coming soon">
        The creation form arrives with the next release. Browse the Models page to see what each
        model can do.
      </EmptyState>
    </>
  )
}
