import type { Metadata } from 'next'
import { PageHeader } from '@/components/ui/page-header'
import { BoardsScreen } from '@/features/boards/boards-screen'
import { firstReads } from '@/lib/server/first-reads'
import { BOARDS_FIRST_READ } from './first-reads'
import { ServedReads } from '@/components/shell/served-reads'

export const metadata: Metadata = { title: 'Boards' }

export default async function BoardsPage() {
  // The account's boards, read from the studio's store with the page: the list is in its HTML.
  const served = await firstReads([BOARDS_FIRST_READ])
  return (
    <>
      <PageHeader
        title="Boards"
        description="Collections of your outputs: make one, then add to it from the gallery or while you create."
      />
      <ServedReads served={served}>
        <BoardsScreen />
      </ServedReads>
    </>
  )
}
