import type { Metadata } from 'next'
import { Suspense } from 'react'
import { BoardScreen } from '@/features/boards/board-screen'
import { GalleryScreen } from '@/features/gallery/gallery-screen'
import { boardRead } from '@/lib/queries/boards'
import { firstReads, type StoreFirstRead } from '@/lib/server/first-reads'
import { galleryFirstReads, searchOf, type PageSearch } from '../../gallery/first-reads'
import { ServedReads } from '@/components/shell/served-reads'

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
  const served = await firstReads([board, ...galleryFirstReads(searchOf(await searchParams))])
  return (
    <ServedReads served={served}>
      <BoardScreen id={id}>
        <Suspense>
          <GalleryScreen boardId={id} />
        </Suspense>
      </BoardScreen>
    </ServedReads>
  )
}
