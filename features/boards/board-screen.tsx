'use client'

import { Link } from '@/components/ui/link'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { PageHeader } from '@/components/ui/page-header'
import { useBoard } from '@/lib/queries/boards'
import { BoardActions } from './board-actions'

const linkClass = 'text-sm text-accent underline'

/**
 * One board's page: its name and actions above its outputs (`children`, the gallery narrowed to
 * the board). A board of another account, or one deleted, reads as one that does not exist.
 */
export function BoardScreen({ id, children }: { id: string; children: ReactNode }) {
  const board = useBoard(id)
  if (board.isPending) return <p className="text-sm text-ink-muted">Loading the board…</p>
  if (!board.data) {
    return (
      <EmptyState title="This board does not exist">
        It may have been deleted.{' '}
        <Link href="/boards" className={linkClass}>
          See your boards
        </Link>
      </EmptyState>
    )
  }
  const { board: info } = board.data
  return (
    <>
      <PageHeader
        title={info.name}
        description={info.count === 1 ? '1 output' : `${info.count} outputs`}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <Link href={`/create?board=${encodeURIComponent(id)}`} className={linkClass}>
              Generate into this board
            </Link>
            <Link href="/boards" className={linkClass}>
              All boards
            </Link>
          </div>
        }
      />
      <div className="mb-gutter">
        <BoardActions board={info} leaveTo="/boards" />
      </div>
      {children}
    </>
  )
}
