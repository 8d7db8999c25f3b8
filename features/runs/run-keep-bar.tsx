'use client'

import dynamic from 'next/dynamic'
import { useMemo, useState } from 'react'
import { ZipDownload } from '@/components/media/zip-download'
import { Button } from '@/components/ui/button'
import { chosenOutputs, refsOf, zipItemsOf } from '@/lib/media/chosen-outputs'
import { useReadOnly } from '@/lib/permissions/use-route-permission'
import { useSetStars } from '@/lib/queries/boards'
import type { MadeResult } from './model/run-outputs'

// The board picker (the boards' list) loads when asked for, never with the run's page.
const AddToBoard = dynamic(
  () => import('@/components/media/add-to-board').then((m) => m.AddToBoard),
  {
    ssr: false,
  },
)

interface RunKeepBarProps {
  chosen: readonly MadeResult[]
  /** How many results the run made: "Choose all 8". */
  made: number
  nameOf: (result: MadeResult) => string
  onChooseAll: () => void
  onClear: () => void
}

/**
 * What can be done with the results chosen: download them as one ZIP (the gallery's own,
 * components/media/zip-download.tsx), star them, or add them to a board. Shown once the run made
 * something; before anything is chosen it offers to choose them all.
 */
export function RunKeepBar({ chosen, made, nameOf, onChooseAll, onClear }: RunKeepBarProps) {
  const [boardOpen, setBoardOpen] = useState(false)
  const setStars = useSetStars()
  const readOnly = useReadOnly()
  const views = useMemo(() => chosen.map((r) => r.view), [chosen])
  const names = useMemo(() => new Map(chosen.map((r) => [r.view.id, nameOf(r)])), [chosen, nameOf])
  const zip = useMemo(
    () => zipItemsOf(chosenOutputs(views, (v) => names.get(v.id) ?? 'Result')),
    [views, names],
  )
  const refs = useMemo(() => refsOf(views), [views])
  if (made === 0) return null
  const count = chosen.length
  return (
    <div
      role="region"
      aria-label="Keep the results"
      className="space-y-2 rounded-lg border border-line bg-surface px-3 py-2"
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-1 text-sm font-medium" aria-live="polite">
          {count ? `${count} of ${made} chosen` : 'Choose the results to keep'}
        </p>
        {count < made ? (
          <Button size="sm" variant="ghost" onClick={onChooseAll}>
            Choose all {made}
          </Button>
        ) : null}
        {count ? (
          <>
            <ZipDownload items={zip} />
            {readOnly ? null : (
              <>
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
                  aria-expanded={boardOpen}
                  onClick={() => setBoardOpen((open) => !open)}
                >
                  Add to board…
                </Button>
              </>
            )}
            <Button size="sm" variant="ghost" onClick={onClear}>
              Clear
            </Button>
          </>
        ) : null}
      </div>
      {setStars.isSuccess && !setStars.isPending ? (
        <p role="status" className="text-sm text-ink-muted">
          Starred: they are in your gallery’s stars.
        </p>
      ) : null}
      {setStars.error ? (
        <p role="status" className="text-sm text-danger">
          Could not star them: {setStars.error.message}
        </p>
      ) : null}
      {boardOpen && count ? (
        <AddToBoard items={refs} what={count === 1 ? 'this result' : `${count} results`} />
      ) : null}
    </div>
  )
}
