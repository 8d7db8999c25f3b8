import type { Metadata } from 'next'
import { Suspense } from 'react'
import { PageHeader } from '@/components/ui/page-header'
import { CreateScreen } from '@/features/create/create-screen'
import { BoardPicker } from '@/features/boards/board-picker'
import { MODELS_READ } from '@/lib/queries/models'
import { firstReads } from '@/lib/server/first-reads'
import { BOARDS_FIRST_READ } from '../boards/first-reads'
import { ServedReads } from '@/components/shell/served-reads'

export const metadata: Metadata = { title: 'Create' }

export default async function CreatePage() {
  // The catalog, read with the page: the chosen model shows before the form's code is in. The
  // boards too: "Save results to" is whole in the HTML, and the page is not rendered a second
  // time as soon as it is live to take them in.
  const served = await firstReads([MODELS_READ, BOARDS_FIRST_READ])
  return (
    <>
      <PageHeader title="Create" description="Generate images and video from the catalog." />
      <ServedReads served={served}>
        <Suspense fallback={<p className="text-sm text-ink-muted">Loading…</p>}>
          <BoardPicker />
          <CreateScreen />
        </Suspense>
      </ServedReads>
    </>
  )
}
