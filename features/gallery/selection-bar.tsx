'use client'

import { useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { chosenOutputs, refsOf, zipItemsOf } from '@/lib/media/chosen-outputs'
import type { GenerationView } from '@/lib/jobs/generation-view'
import { useRemoveFromBoard, useSetStars } from '@/lib/queries/boards'
import { AddToBoard } from '@/components/media/add-to-board'
import { useReadOnly } from '@/lib/permissions/use-route-permission'
import { generationTitle } from './generation-title'
import { SaveToLibrary } from './save-to-library'
import { ZipDownload } from '@/components/media/zip-download'

interface SelectionBarProps {
  chosen: GenerationView[]
  /** On a board's page: the board, so the chosen can be taken off it. */
  boardId?: string
  onCompare: () => void
  onClear: () => void
}

type Panel = 'board' | 'library' | null

/**
 * What can be done with the tiles chosen in the gallery. It sits in the page's flow above the
 * grid (sticky under the top bar, like the job dock opens in the flow), so it never covers a
 * tile when the page is at rest; the forms that need more room open below its one row.
 */
export function SelectionBar({ chosen, boardId, onCompare, onClear }: SelectionBarProps) {
  const [panel, setPanel] = useState<Panel>(null)
  const setStars = useSetStars()
  const takeOff = useRemoveFromBoard()
  const outputs = useMemo(() => chosenOutputs(chosen, generationTitle), [chosen])
  const refs = useMemo(() => refsOf(chosen), [chosen])
  // A key that can only look downloads and compares; it keeps, marks and files nothing.
  const readOnly = useReadOnly()
  if (chosen.length === 0) return null
  const count = chosen.length
  const what = count === 1 ? 'this output' : `${count} outputs`
  const toggle = (next: Panel) => setPanel((open) => (open === next ? null : next))
  return (
    <div
      role="region"
      aria-label="Selection"
      className="sticky top-0 z-10 space-y-2 rounded-lg border border-line bg-surface px-3 py-2 shadow-sm xl:top-16"
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-1 text-sm font-medium" aria-live="polite">
          {count} selected
        </p>
        <ZipDownload items={zipItemsOf(outputs)} />
        {readOnly ? null : (
          <>
            <Button
              size="sm"
              variant="secondary"
              aria-expanded={panel === 'board'}
              onClick={() => toggle('board')}
            >
              Add to board…
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setStars.mutate({ items: refs, starred: true })}
            >
              {count === 1 ? 'Star' : 'Star all'}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-expanded={panel === 'library'}
              onClick={() => toggle('library')}
            >
              Save to library…
            </Button>
          </>
        )}
        <Button
          size="sm"
          variant="secondary"
          disabled={count !== 2}
          title={count !== 2 ? 'Choose exactly two to compare' : undefined}
          onClick={onCompare}
        >
          Compare two
        </Button>
        {boardId ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={takeOff.isPending}
            onClick={() => takeOff.mutate({ id: boardId, items: refs }, { onSuccess: onClear })}
          >
            Remove from board
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear
        </Button>
      </div>
      {setStars.error || takeOff.error ? (
        <p role="status" className="text-sm text-danger">
          {setStars.error
            ? `Could not star them: ${setStars.error.message}`
            : `Could not take them off the board: ${takeOff.error?.message}`}
        </p>
      ) : null}
      {panel === 'board' ? <AddToBoard items={refs} what={what} /> : null}
      {panel === 'library' ? <SaveToLibrary outputs={outputs} /> : null}
    </div>
  )
}
