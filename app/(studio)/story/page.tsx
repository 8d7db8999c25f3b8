import type { Metadata } from 'next'
import { Suspense } from 'react'
import { PageHeader } from '@/components/ui/page-header'
import { StoryRoute } from '@/components/story/story-route'

export const metadata: Metadata = { title: 'Story' }

export default function StoryPage() {
  return (
    <>
      <PageHeader
        title="Story"
        description="Long-form videos stitched from up to 12 scenes and 90 seconds."
      />
      <Suspense fallback={<p className="text-sm text-ink-muted">Loading…</p>}>
        <StoryRoute />
      </Suspense>
    </>
  )
}
