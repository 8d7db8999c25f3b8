import type { Metadata } from 'next'
import { Suspense } from 'react'
import { PageHeader } from '@/components/ui/page-header'
import { StoryScreen } from '@/features/story/story-screen'
import { ServedReads } from '@/components/shell/served-reads'
import { MODELS_READ } from '@/lib/queries/models'
import { firstReads } from '@/lib/server/first-reads'

export const metadata: Metadata = { title: 'Story' }

export default async function StoryPage() {
  // The catalog, read with the page: the editor lays out with it as soon as its code is in.
  const served = await firstReads([MODELS_READ])
  return (
    <>
      <PageHeader
        title="Story"
        description="Long-form videos stitched from up to 12 scenes and 90 seconds."
      />
      <ServedReads served={served}>
        <Suspense fallback={<p className="text-sm text-ink-muted">Loading…</p>}>
          <StoryScreen />
        </Suspense>
      </ServedReads>
    </>
  )
}
