import type { Metadata } from 'next'
import { PageHeader } from '@/components/ui/page-header'
import { GalleryScreen } from '@/features/gallery/gallery-screen'
import { firstReads } from '@/lib/server/first-reads'
import { galleryFirstReads, searchOf, type PageSearch } from './first-reads'
import { ServedReads } from '@/components/shell/served-reads'

export const metadata: Metadata = { title: 'Gallery' }

export default async function GalleryPage({ searchParams }: { searchParams: Promise<PageSearch> }) {
  const served = await firstReads(galleryFirstReads(searchOf(await searchParams)))
  return (
    <>
      <PageHeader
        title="Gallery"
        description="Everything you have generated: open one for its details, remix it or compare two."
      />
      <ServedReads served={served}>
        <GalleryScreen />
      </ServedReads>
    </>
  )
}
