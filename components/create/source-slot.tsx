'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'
import { AssetPicker } from '@/components/assets/asset-picker'
import { KeepAssetUrlFresh } from '@/components/assets/keep-asset-url-fresh'
import { SourceName } from '@/components/assets/source-name'
import { Button } from '@/components/ui/button'
import type { MediaKind } from '@/lib/api/media-kinds'
import { SourcePreview } from './source-preview'
import { UrlEntry } from './url-entry'

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

/** One source: a preview with Remove when filled; upload, URL or gallery when empty. */
export function SourceSlot({ kind, label, url, onChange, checkFile }: SourceSlotProps) {
  const [picking, setPicking] = useState(false)
  if (url) {
    return (
      <div
        role="group"
        aria-label={label}
        className="flex items-center gap-3 rounded-md border border-line p-2"
      >
        <KeepAssetUrlFresh url={url} onRenew={onChange} />
        <SourcePreview kind={kind} label={label} imageUrl={kind === 'image' ? url : null} />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium">{label}</p>
          <p className="truncate text-xs text-ink-muted">
            <SourceName url={url} onRenew={onChange} />
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onChange('')}
          aria-label={`Remove ${label}`}
        >
          Remove
        </Button>
      </div>
    )
  }
  return (
    <div role="group" aria-label={label} className="space-y-2 rounded-md border border-line p-3">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium">{label}</p>
        <div className="flex gap-1">
          <AssetPicker kind={kind} slotLabel={label} onPick={onChange} />
          <Button variant="ghost" size="sm" onClick={() => setPicking(true)}>
            <span className="sr-only">{`Pick ${label}`}</span> From gallery
          </Button>
        </div>
      </div>
      <UploadDrop kind={kind} slotLabel={label} onUploaded={onChange} checkFile={checkFile} />
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
