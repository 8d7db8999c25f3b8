import type { Metadata } from 'next'
import { EmptyState } from '@/components/ui/empty-state'
import { PageHeader } from '@/components/ui/page-header'

export const metadata: Metadata = { title: 'Audio' }

export default function AudioPage() {
  return (
    <>
      <PageHeader title="Audio" description="Music, speech, and stem separation." />
      <EmptyState title="Coming soon">Audio tools are not built yet.</EmptyState>
    </>
  )
}
