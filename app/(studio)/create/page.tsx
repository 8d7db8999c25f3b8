import { HydrationBoundary } from '@tanstack/react-query'
import type { Metadata } from 'next'
import { Suspense } from 'react'
import { PageHeader } from '@/components/ui/page-header'
import { CreateRoute } from '@/components/create/create-route'
import { BoardPicker } from '@/components/boards/board-picker'
import { jobStatusRead } from '@/lib/queries/job-status-read'
import { MODELS_READ } from '@/lib/queries/models'
import { firstReads } from '@/lib/server/first-reads'

export const metadata: Metadata = { title: 'Create' }

export default async function CreatePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  // The form is built from the catalog, and from the generation it remixes: read with the page,
  // it is in the page's HTML (the balance it prices against is read with the frame).
  const { remix } = await searchParams
  const state = await firstReads([
    MODELS_READ,
    ...(typeof remix === 'string' && remix ? [jobStatusRead('media', remix)] : []),
  ])
  return (
    <>
      <PageHeader title="Create" description="Generate images and video from the catalog." />
      <HydrationBoundary state={state}>
        <Suspense fallback={<p className="text-sm text-ink-muted">Loading…</p>}>
          <BoardPicker />
          <CreateRoute />
        </Suspense>
      </HydrationBoundary>
    </>
  )
}
