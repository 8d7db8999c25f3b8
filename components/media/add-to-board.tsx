'use client'

import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/select'
import { useAddToBoard, useBoards, useCreateBoard } from '@/lib/queries/boards'
import type { OutputRef } from '@/lib/studio-api/boards'

const NEW_BOARD = '\u0000new'

interface AddToBoardProps {
  items: OutputRef[]
  /** Names what is added, for the button and the confirmation ("this output", "3 outputs"). */
  what: string
}

/** Picks a board (or names a new one) and adds the outputs to it; the outcome in words. */
export function AddToBoard({ items, what }: AddToBoardProps) {
  const id = useId()
  const boards = useBoards()
  const create = useCreateBoard()
  const add = useAddToBoard()
  const [choice, setChoice] = useState('')
  const [newName, setNewName] = useState('')
  const [done, setDone] = useState<string | null>(null)
  const list = boards.data?.boards ?? []
  const busy = create.isPending || add.isPending
  const error = create.error ?? add.error

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setDone(null)
    let board = list.find((b) => b.id === choice)
    if (choice === NEW_BOARD) board = await create.mutateAsync(newName).catch(() => undefined)
    if (!board) return
    await add.mutateAsync({ id: board.id, items }).then(
      () => setDone(`Added ${what} to “${board.name}”.`),
      () => undefined,
    )
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="Add to a board">
      <div className="min-w-0 space-y-1">
        <label htmlFor={`${id}-board`} className="block text-xs font-medium text-ink-muted">
          Board
        </label>
        <Select
          id={`${id}-board`}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          className="w-48 max-w-full py-1"
        >
          <option value="">Choose a board…</option>
          {list.map((board) => (
            <option key={board.id} value={board.id}>
              {board.name}
            </option>
          ))}
          <option value={NEW_BOARD}>New board…</option>
        </Select>
      </div>
      {choice === NEW_BOARD ? (
        <div className="min-w-0 space-y-1">
          <label htmlFor={`${id}-name`} className="block text-xs font-medium text-ink-muted">
            New board name
          </label>
          <input
            id={`${id}-name`}
            value={newName}
            maxLength={80}
            onChange={(e) => setNewName(e.target.value)}
            className="w-44 max-w-full rounded-md border border-line bg-surface px-3 py-1 text-sm"
          />
        </div>
      ) : null}
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        disabled={busy || !choice || (choice === NEW_BOARD && !newName.trim())}
      >
        {busy ? 'Adding…' : 'Add to board'}
      </Button>
      <p role="status" className="w-full text-sm text-ink-muted empty:hidden">
        {error ? error.message : done}
      </p>
    </form>
  )
}
