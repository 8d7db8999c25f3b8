'use client'

import { Link } from '@/components/ui/link'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { Select } from '@/components/ui/select'
import { useQueryParams } from '@/lib/navigation'
import { chosenBoard } from '@/lib/jobs/chosen-board'
import { useBoards } from '@/lib/queries/boards'

/**
 * "Save results to a board", chosen before generating: every job started while a board is
 * chosen puts its output there when it completes. `?board=<id>` (a board's "Generate into this
 * board") preselects it. Leaving Create clears it, so no other page's jobs land on a board.
 */
export function BoardPicker() {
  const boards = useBoards()
  const value = useSyncExternalStore(chosenBoard.subscribe, chosenBoard.get, () => null)
  const fromLink = useQueryParams().get('board')
  const list = useMemo(() => boards.data?.boards ?? [], [boards.data])

  useEffect(() => {
    if (fromLink && list.some((b) => b.id === fromLink)) chosenBoard.set(fromLink)
  }, [fromLink, list])
  useEffect(() => () => chosenBoard.set(null), [])
  // A board deleted meanwhile is no longer a choice.
  useEffect(() => {
    if (value && boards.data && !list.some((b) => b.id === value)) chosenBoard.set(null)
  }, [value, boards.data, list])

  // One line whatever the boards' names and whether the link shows, so the boards arriving move
  // nothing below: the select takes the room the label and the link leave (a refusal, rare, takes
  // a line of its own).
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor="create-board" className="shrink-0 text-ink-muted">
        Save results to
      </label>
      <Select
        id="create-board"
        value={value ?? ''}
        onChange={(e) => chosenBoard.set(e.target.value || null)}
        className="min-w-0 max-w-full flex-1 basis-0 py-1 sm:w-auto sm:flex-none sm:basis-auto"
        disabled={boards.isPending || Boolean(boards.error)}
      >
        <option value="">the gallery only</option>
        {list.map((board) => (
          <option key={board.id} value={board.id}>
            the gallery and “{board.name}”
          </option>
        ))}
      </Select>
      {boards.error ? (
        <span className="basis-full text-ink-muted">
          Boards could not be read: {boards.error.message}
        </span>
      ) : boards.data && list.length === 0 ? (
        <Link href="/boards" className="shrink-0 text-accent underline">
          Make a board
        </Link>
      ) : null}
    </div>
  )
}
