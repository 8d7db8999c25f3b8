'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { useDeleteBoard, useRenameBoard } from '@/lib/queries/boards'
import type { Board } from '@/lib/studio-api/boards'

/** Rename (inline) and delete (asked twice) one board; after a delete, `leaveTo` if given. */
export function BoardActions({ board, leaveTo }: { board: Board; leaveTo?: string }) {
  const router = useRouter()
  const rename = useRenameBoard()
  const remove = useDeleteBoard()
  const [editing, setEditing] = useState(false)
  const [name, setName] = useState(board.name)
  const [confirming, setConfirming] = useState(false)
  const error = rename.error ?? remove.error

  if (editing) {
    return (
      <form
        className="flex flex-wrap items-center gap-2"
        aria-label={`Rename ${board.name}`}
        onSubmit={(event) => {
          event.preventDefault()
          rename.mutate({ id: board.id, name }, { onSuccess: () => setEditing(false) })
        }}
      >
        <input
          aria-label="Board name"
          value={name}
          maxLength={80}
          onChange={(e) => setName(e.target.value)}
          className="min-w-0 flex-1 rounded-md border border-line bg-surface px-3 py-1 text-sm"
        />
        <Button type="submit" size="sm" disabled={rename.isPending || !name.trim()}>
          Save
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
          Cancel
        </Button>
        {error ? <p className="w-full text-sm text-danger">{error.message}</p> : null}
      </form>
    )
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
        Rename
      </Button>
      {confirming ? (
        <>
          <span className="text-sm">Delete “{board.name}”? Its outputs stay in the gallery.</span>
          <Button
            size="sm"
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(board.id, { onSuccess: () => leaveTo && router.push(leaveTo) })
            }
          >
            Delete board
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </>
      ) : (
        <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      )}
      {error ? <p className="w-full text-sm text-danger">{error.message}</p> : null}
    </div>
  )
}
