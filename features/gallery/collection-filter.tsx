'use client'

import { Link } from '@/components/ui/link'
import { Select } from '@/components/ui/select'
import type { Collection } from '@/lib/media/collection'
import { useBoards } from '@/lib/queries/boards'

interface CollectionFilterProps {
  collection: Collection
  /** On a board's own page the board is fixed: only the stars filter shows. */
  boardFixed: boolean
  onChange: (changes: Partial<Collection>) => void
}

/** Narrows the gallery to one board, to starred outputs, or both; kept in the URL. */
export function CollectionFilter({ collection, boardFixed, onChange }: CollectionFilterProps) {
  const boards = useBoards().data?.boards ?? []
  return (
    <div className="flex flex-wrap items-end gap-3" role="group" aria-label="Boards and stars">
      {boardFixed ? null : (
        <div className="w-full space-y-1 sm:w-56">
          <label htmlFor="gallery-board" className="block text-xs font-medium text-ink-muted">
            Board
          </label>
          <Select
            id="gallery-board"
            value={collection.board}
            onChange={(e) => onChange({ board: e.target.value })}
          >
            <option value="">All outputs</option>
            {boards.map((board) => (
              <option key={board.id} value={board.id}>
                {board.name} ({board.count})
              </option>
            ))}
          </Select>
        </div>
      )}
      <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-5"
          checked={collection.starred}
          onChange={(e) => onChange({ starred: e.target.checked })}
        />
        Starred only
      </label>
      {boardFixed ? null : (
        <Link href="/boards" className="min-h-10 py-2 text-sm text-accent underline">
          Your boards
        </Link>
      )}
    </div>
  )
}
