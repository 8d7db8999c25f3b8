'use client'

import { ProblemText } from '@/components/ui/error-reference'
import { useQuery } from '@tanstack/react-query'
import { Alert } from '@/components/ui/alert'
import { Dialog } from '@/components/ui/dialog'
import type { MediaKind } from '@/lib/api/media-kinds'
import { galleryOutputs } from '@/lib/forms/gallery-outputs'
import { generationsQueryOptions } from '@/lib/queries/generations'
import { SourcePreview } from './source-preview'

interface GalleryPickerProps {
  kind: MediaKind
  slotLabel: string
  onPick: (url: string) => void
  onClose: () => void
}

/** Completed outputs of the caller's generations that fit the slot, one click to use. */
export default function GalleryPicker({ kind, slotLabel, onPick, onClose }: GalleryPickerProps) {
  const { data, error, isPending } = useQuery(generationsQueryOptions({ status: 'completed' }))
  const outputs = data ? galleryOutputs(data.generations, kind) : []
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Pick ${slotLabel.toLowerCase()} from the gallery`}
      size="xl"
    >
      {isPending ? <p className="text-sm text-ink-muted">Loading the gallery…</p> : null}
      {error ? (
        <Alert>
          <ProblemText error={error} />
        </Alert>
      ) : null}
      {data && !outputs.length ? (
        <p className="text-sm text-ink-muted">No completed {kind} outputs yet.</p>
      ) : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {outputs.map((output) => (
          <li key={output.url}>
            <button
              type="button"
              onClick={() => onPick(output.url)}
              className="flex w-full flex-col gap-1 rounded-md border border-line p-2 text-left hover:border-accent"
            >
              <SourcePreview kind={kind} label={output.label} imageUrl={output.previewUrl} />
              <span className="line-clamp-2 text-xs text-ink-muted">{output.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  )
}
