'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'
import { AssetPicker } from '@/components/media/asset-picker'
import { KeepAssetUrlFresh } from '@/components/media/keep-asset-url-fresh'
import { SourceName } from '@/components/media/source-name'
import { Button } from '@/components/ui/button'
import type { MediaKind } from '@/lib/api/media-kinds'
import { sourceName, webUrlOf } from '@/lib/url'
import { usePreviewable } from './media-origins'
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
  const previewable = usePreviewable(url)
  if (url) {
    return (
      <div
        role="group"
        aria-label={label}
        className="flex items-center gap-3 rounded-md border border-line p-2"
      >
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
              <SourceName url={url} onRenew={onChange} />
            </p>
          ) : (
            <WebSourceLink url={url} />
          )}
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
