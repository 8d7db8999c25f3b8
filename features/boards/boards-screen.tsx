'use client'

import { Link } from '@/components/ui/link'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { useBoards, useCreateBoard } from '@/lib/queries/boards'
import { BoardActions } from './board-actions'

/** The account's boards: each a link to its page, with how many outputs it holds; and a new one. */
export function BoardsScreen() {
  const boards = useBoards()
  const create = useCreateBoard()
  const [name, setName] = useState('')
  const list = boards.data?.boards ?? []

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    create.mutate(name, { onSuccess: () => setName('') })
  }

  return (
    <div className="space-y-gutter">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="New board">
        <div className="min-w-0 flex-1 space-y-1 sm:max-w-sm">
          <label htmlFor="new-board" className="block text-xs font-medium text-ink-muted">
            New board
          </label>
          <input
            id="new-board"
            value={name}
            maxLength={80}
            placeholder="Moodboard, client picks…"
            onChange={(e) => setName(e.target.value)}
            className="control"
          />
        </div>
        <Button type="submit" disabled={create.isPending || !name.trim()}>
          {create.isPending ? 'Making…' : 'Make board'}
        </Button>
        {create.error ? (
          <p role="alert" className="w-full text-sm text-danger">
            {create.error.message}
          </p>
        ) : null}
      </form>
      {boards.error ? <Alert>Your boards could not be read: {boards.error.message}</Alert> : null}
      {boards.isPending ? <p className="text-sm text-ink-muted">Loading your boards…</p> : null}
      {boards.data && list.length === 0 ? (
        <EmptyState title="No boards yet">
          Name a board above, then add outputs to it from the gallery, or choose it on Create before
          generating.
        </EmptyState>
      ) : null}
      {list.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Boards">
          {list.map((board) => (
            <li
              key={board.id}
              className="flex flex-col gap-2 rounded-card bg-surface-raised p-4 shadow-raised"
            >
              <Link
                href={`/boards/${encodeURIComponent(board.id)}`}
                className="break-words text-lg font-semibold text-ink hover:underline"
              >
                {board.name}
              </Link>
              <p className="text-sm text-ink-muted">
                {board.count === 1 ? '1 output' : `${board.count} outputs`}
              </p>
              <BoardActions board={board} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
