import type { Metadata } from 'next'
import { Suspense } from 'react'
import { PageHeader } from '@/components/ui/page-header'
import { CreateRoute } from '@/components/create/create-route'
import { BoardPicker } from '@/components/boards/board-picker'

export const metadata: Metadata = { title: 'Create' }

export default function CreatePage() {
  return (
    <>
      <PageHeader title="Create" description="Generate images and video from the catalog." />
      <Suspense fallback={<p className="text-sm text-ink-muted">Loading…</p>}>
        <BoardPicker />
        <CreateRoute />
      </Suspense>
    </>
  )
}
