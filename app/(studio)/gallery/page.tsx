import type { Metadata } from 'next'
import { Suspense } from 'react'
import { PageHeader } from '@/components/ui/page-header'
import { GalleryBrowser } from '@/components/gallery/gallery-browser'

export const metadata: Metadata = { title: 'Gallery' }

export default function GalleryPage() {
  return (
    <>
      <PageHeader
        title="Gallery"
        description="Everything you have generated: open one for its details, remix it or compare two."
      />
      <Suspense>
        <GalleryBrowser />
      </Suspense>
    </>
  )
}
