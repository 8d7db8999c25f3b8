'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'
import { AssetPicker } from '@/components/media/asset-picker'
import { KeepAssetUrlFresh } from '@/components/media/keep-asset-url-fresh'
import { SourceName } from '@/components/media/source-name'
import { Button } from '@/components/ui/button'
import { Progress } from '@/components/ui/progress'
import type { MediaKind } from '@/lib/api/media-kinds'
import { cn } from '@/lib/cn'
import type { DropReading } from '@/lib/media/read-drop'
import { sourceName, webUrlOf } from '@/lib/url'
import { usePreviewable } from './media-origins'
import { SourcePreview } from './source-preview'
import { UrlEntry } from './url-entry'
import { useSlotDrop } from './use-slot-drop'
import { useSlotUpload, type SlotUpload } from './use-slot-upload'

// Dropzone and gallery are needed only once a model takes source media: loaded on demand.
const UploadDrop = dynamic(() => import('./upload-drop'), {
  ssr: false,
  loading: () => <div className="min-h-20 rounded-md border-2 border-dashed border-line" />,
})
const GalleryPicker = dynamic(() => import('./gallery-picker'), { ssr: false })

interface SourceSlotProps {
  kind: MediaKind
  label: string
  url: string
  onChange: (url: string) => void
  /** Checks a local file before it is uploaded; returns why it cannot be used (tools' limits). */
  checkFile?: (file: File) => Promise<string | null>
}

type Known = { origin: 'output' | 'asset'; name: string }

/**
 * How dropped outputs and library files named themselves, by address: a form may remount a slot
 * once it is filled, and the lists that name sources may not hold a file dropped from another tab.
 */
const droppedNames = new Map<string, Known>()
function rememberDropped(url: string, known: Known) {
  droppedNames.set(url, known)
  if (droppedNames.size > 50) droppedNames.delete(droppedNames.keys().next().value!)
}

/**
 * One source: a preview with Remove when filled; upload, URL or gallery when empty. Either way a
 * file, a gallery output or a library file can be dropped on it, and an image pasted into it.
 */
export function SourceSlot({ kind, label, url, onChange, checkFile }: SourceSlotProps) {
  const [picking, setPicking] = useState(false)
  const upload = useSlotUpload(onChange, checkFile)
  const drop = useSlotDrop({
    kind,
    label,
    filled: Boolean(url),
    onReading: (reading: DropReading) => {
      if (reading.type === 'file') upload.start(reading.file)
      if (reading.type === 'refused') upload.refuse(reading.message)
      if (reading.type !== 'source') return
      upload.refuse(null)
      const { origin, name } = reading
      if (origin !== 'link') rememberDropped(reading.url, { origin, name })
      onChange(reading.url)
    },
  })
  const frame = cn(
    'rounded-md border border-line transition-shadow',
    drop.over && 'border-accent ring-2 ring-accent',
  )
  if (url) {
    return (
      <div role="group" aria-label={label} {...drop.props} className={cn(frame, 'space-y-2 p-2')}>
        <FilledSlot
          kind={kind}
          label={label}
          url={url}
          onChange={onChange}
          known={droppedNames.get(url) ?? null}
        />
        {drop.over ? <p className="text-xs text-accent">Drop it here to replace it</p> : null}
        <UploadState upload={upload} label={label} />
      </div>
    )
  }
  return (
    <div role="group" aria-label={label} {...drop.props} className={cn(frame, 'space-y-2 p-3')}>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium">{label}</p>
        <div className="flex gap-1">
          <AssetPicker kind={kind} slotLabel={label} onPick={onChange} />
          <Button variant="ghost" size="sm" onClick={() => setPicking(true)}>
            <span className="sr-only">{`Pick ${label}`}</span> From gallery
          </Button>
        </div>
      </div>
      <UploadDrop kind={kind} slotLabel={label} upload={upload} dragOver={drop.over} />
      {upload.failure ? <Failure message={upload.failure} /> : null}
      <UrlEntry kind={kind} slotLabel={label} onAdd={onChange} />
      {picking ? (
        <GalleryPicker
          kind={kind}
          slotLabel={label}
          onPick={(picked) => {
            setPicking(false)
            onChange(picked)
          }}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </div>
  )
}

function Failure({ message }: { message: string }) {
  return (
    <p role="alert" className="text-xs text-danger">
      {message}
    </p>
  )
}

/** A file dropped or pasted on a filled slot replaces its source: its progress and problems. */
function UploadState({ upload, label }: { upload: SlotUpload; label: string }) {
  if (upload.pending) {
    return (
      <div className="flex items-center gap-3">
        <Progress value={upload.progress} label={`Uploading ${label}`} />
        <Button variant="ghost" size="sm" onClick={upload.cancel}>
          Cancel
        </Button>
      </div>
    )
  }
  return upload.failure ? <Failure message={upload.failure} /> : null
}

function FilledSlot({
  kind,
  label,
  url,
  onChange,
  known,
}: {
  kind: MediaKind
  label: string
  url: string
  onChange: (url: string) => void
  known: Known | null
}) {
  const previewable = usePreviewable(url)
  return (
    <div className="flex items-center gap-3">
      <KeepAssetUrlFresh url={url} onRenew={onChange} />
      <SourcePreview
        kind={kind}
        label={label}
        imageUrl={kind === 'image' && previewable ? url : null}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{label}</p>
        {previewable ? (
          <p className="truncate text-xs text-ink-muted">
            <SourceName url={url} onRenew={onChange} known={known} />
          </p>
        ) : (
          <WebSourceLink url={url} />
        )}
      </div>
      <Button variant="ghost" size="sm" onClick={() => onChange('')} aria-label={`Remove ${label}`}>
        Remove
      </Button>
    </div>
  )
}

/**
 * A source from elsewhere on the web: named by file and host, opened in a new tab on a click,
 * never loaded by the page; the service fetches and checks it when the job is sent.
 */
function WebSourceLink({ url }: { url: string }) {
  const web = webUrlOf(url)
  const name = sourceName(url)
  if (!web) return <p className="text-xs text-ink-muted">{name}</p>
  return (
    <p className="text-xs text-ink-muted">
      <a
        href={web}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all text-accent underline"
      >
        {name}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <span className="block">Read by the service when you start; no preview here.</span>
    </p>
  )
}
