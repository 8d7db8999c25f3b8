import { HydrationBoundary } from '@tanstack/react-query'
import type { Metadata } from 'next'
import { Suspense } from 'react'
import { BoardPage } from '@/components/boards/board-page'
import { GalleryBrowser } from '@/components/gallery/gallery-browser'
import { boardRead } from '@/lib/queries/boards'
import { firstReads, type StoreFirstRead } from '@/lib/server/first-reads'
import { galleryFirstReads, searchOf, type PageSearch } from '../../gallery/first-reads'

export const metadata: Metadata = { title: 'Board' }

export default async function BoardRoute({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>
  searchParams: Promise<PageSearch>
}) {
  const { id } = await params
  // The board (its name and outputs, from the studio's store) and the gallery's own first reads:
  // the board is in the page's HTML with its outputs, as the gallery is. A board of another account
  // or none at all is left to the browser, which says that it does not exist.
  const board: StoreFirstRead = {
    ...boardRead(id),
    load: async ({ boards }) => (await boards.listItems(id)) ?? undefined,
  }
  const state = await firstReads([board, ...galleryFirstReads(searchOf(await searchParams))])
  return (
    <HydrationBoundary state={state}>
      <BoardPage id={id}>
        <Suspense>
          <GalleryBrowser boardId={id} />
        </Suspense>
      </BoardPage>
    </HydrationBoundary>
  )
}
