'use client'

import { ProblemText } from '@/components/ui/error-reference'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@/components/ui/link'
import { useId, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Dialog } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import type { Asset } from '@/lib/api/assets'
import type { MediaKind } from '@/lib/api/media-kinds'
import { libraryOf } from '@/lib/media/library-view'
import { problemMessage } from '@/lib/errors/problem-message'
import { freshAssetUrls, useAssets } from '@/lib/queries/assets'
import { AssetPreview } from '@/components/media/asset-preview'

interface AssetPickerDialogProps {
  kind: MediaKind
  title: string
  onPick: (url: string) => void
  onClose: () => void
}

function matches(asset: Asset, kind: MediaKind, query: string): boolean {
  return (
    asset.kind === kind &&
    Boolean(asset.url) &&
    (asset.name ?? '').includes(query.trim().toLowerCase())
  )
}

export function AssetPickerDialog({ kind, title, onPick, onClose }: AssetPickerDialogProps) {
  const queryClient = useQueryClient()
  const { data, error, isPending } = useAssets()
  const [query, setQuery] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const searchId = useId()
  const assets = (data?.assets ?? []).filter((a) => matches(a, kind, query))

  // The URL handed over must be good for the job: a run-out one is swapped for a fresh one first.
  const pick = async (asset: Asset) => {
    try {
      const [url] = await freshAssetUrls(queryClient, [asset.url!])
      if (url) onPick(url)
    } catch (failure) {
      setProblem(problemMessage(failure))
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} size="xl">
      <div className="space-y-3">
        <div className="sm:w-72">
          <label htmlFor={searchId} className="sr-only">
            Search the library by name
          </label>
          <Input
            id={searchId}
            type="search"
            placeholder="Search by name"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        {isPending ? <p className="text-sm text-ink-muted">Loading the library…</p> : null}
        {error ? (
          <Alert>
            <ProblemText error={error} />
          </Alert>
        ) : null}
        {problem ? <Alert>{problem}</Alert> : null}
        {data && !assets.length ? (
          <p className="text-sm text-ink-muted">
            No {kind} assets{query ? ' match' : ' yet'}. Add some on the{' '}
            <Link href="/assets" className="text-accent underline">
              Assets page
            </Link>
            .
          </p>
        ) : null}
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={`Library ${kind}s`}>
          {assets.map((asset) => (
            <li key={asset.id ?? asset.url}>
              <button
                type="button"
                onClick={() => void pick(asset)}
                aria-label={`Use ${asset.name}${libraryOf(asset) === 'team' ? ' (team library)' : ''}`}
                className="flex w-full flex-col gap-1 rounded-md border border-line p-2 text-left hover:border-accent"
              >
                <AssetPreview
                  asset={asset}
                  variant="thumb"
                  className="aspect-square w-full rounded"
                />
                <span className="truncate text-sm">{asset.name}</span>
                {libraryOf(asset) === 'team' ? (
                  <span className="text-xs text-ink-muted">Team library</span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  )
}
