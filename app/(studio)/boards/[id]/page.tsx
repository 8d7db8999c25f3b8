import type { Metadata } from 'next'
import { Suspense } from 'react'
import { BoardPage } from '@/components/boards/board-page'
import { GalleryBrowser } from '@/components/gallery/gallery-browser'

export const metadata: Metadata = { title: 'Board' }

export default async function BoardRoute({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  return (
    <BoardPage id={id}>
      <Suspense>
        <GalleryBrowser boardId={id} />
      </Suspense>
    </BoardPage>
  )
}
