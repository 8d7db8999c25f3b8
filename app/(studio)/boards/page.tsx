import type { Metadata } from 'next'
import { PageHeader } from '@/components/ui/page-header'
import { BoardsIndex } from '@/components/boards/boards-index'

export const metadata: Metadata = { title: 'Boards' }

export default function BoardsPage() {
  return (
    <>
      <PageHeader
        title="Boards"
        description="Collections of your outputs: make one, then add to it from the gallery or while you create."
      />
      <BoardsIndex />
    </>
  )
}
