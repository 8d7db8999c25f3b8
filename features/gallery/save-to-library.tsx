'use client'

import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/select'
import { describeProblem, withAdvice } from '@/lib/errors/problem'
import { assetWords } from '@/lib/media/asset-words'
import { libraryLabel, type LibraryName } from '@/lib/media/asset-problem'
import { takenNames } from '@/lib/media/library-view'
import { assetRequestsOf } from '@/features/gallery/model/bulk-items'
import type { ChosenOutput } from '@/lib/media/chosen-outputs'
import { useAssets, useCreateAsset } from '@/lib/queries/assets'

/**
 * Saves the chosen outputs to the asset library by their current URLs (the service fetches and
 * stores each, docs/service-contract.md §4.8), one at a time. Team members say which library:
 * the service requires it of them.
 */
export function SaveToLibrary({ outputs }: { outputs: ChosenOutput[] }) {
  const id = useId()
  const assets = useAssets()
  const create = useCreateAsset()
  const hasTeam = Boolean(assets.data?.team)
  const [library, setLibrary] = useState<LibraryName | ''>('')
  const [report, setReport] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const target: LibraryName | '' = hasTeam ? library : 'personal'

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!target || !assets.data) return
    setBusy(true)
    setReport(null)
    const taken = takenNames(assets.data.assets, target)
    const requests = assetRequestsOf(outputs, target, hasTeam, taken)
    const problems: string[] = []
    for (const request of requests) {
      await create.mutateAsync(request).catch((error: unknown) => {
        const words = describeProblem(error, assetWords({ library: target }))
        problems.push(`${request.name}: ${withAdvice(words)}`)
      })
    }
    const saved = requests.length - problems.length
    setReport(
      `Saved ${saved} of ${requests.length} to ${libraryLabel(target)}.` +
        (problems.length ? ` Not saved: ${problems.join(' ')}` : ''),
    )
    setBusy(false)
  }

  return (
    <form onSubmit={save} className="flex flex-wrap items-end gap-2" aria-label="Save to library">
      {hasTeam ? (
        <div className="min-w-0 space-y-1">
          <label htmlFor={`${id}-library`} className="block text-xs font-medium text-ink-muted">
            Library
          </label>
          <Select
            id={`${id}-library`}
            value={library}
            onChange={(e) => setLibrary(e.target.value as LibraryName | '')}
            className="w-44 max-w-full py-1"
          >
            <option value="">Choose a library…</option>
            <option value="personal">Personal library</option>
            <option value="team">Team library</option>
          </Select>
        </div>
      ) : null}
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        disabled={busy || !target || !assets.data || outputs.length === 0}
      >
        {busy ? 'Saving…' : 'Save to library'}
      </Button>
      <p role="status" className="w-full text-sm text-ink-muted empty:hidden">
        {assets.error ? `Your library could not be read: ${assets.error.message}` : report}
      </p>
    </form>
  )
}
