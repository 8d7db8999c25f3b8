'use client'

import { Link } from '@/components/ui/link'
import { SourceSlot } from '@/components/media/source-slot'
import { FieldError } from '@/components/ui/field-error'
import type { MediaKind } from '@/lib/api/media-kinds'

interface UrlSourceProps {
  kind: MediaKind
  label: string
  url: string
  onChange: (url: string) => void
  /** The gallery generation the URL is an output of (lineage), when known. */
  madeFrom: { id: string; label: string } | null
  /** Checks a local file before it is uploaded; returns why it cannot be used. */
  checkFile?: (file: File) => Promise<string | null>
  /** Why the form refused the source, shown under it. */
  error?: string
}

/** A tool's input: upload (streamed), asset, URL or gallery output, and where it came from. */
export function UrlSource({
  kind,
  label,
  url,
  onChange,
  madeFrom,
  checkFile,
  error,
}: UrlSourceProps) {
  return (
    <div className="space-y-1">
      <SourceSlot kind={kind} label={label} url={url} onChange={onChange} checkFile={checkFile} />
      {madeFrom ? (
        <p className="text-xs text-ink-muted">
          From the gallery:{' '}
          <Link
            href={`/gallery?view=${encodeURIComponent(madeFrom.id)}`}
            className="text-accent underline"
          >
            {madeFrom.label}
          </Link>
        </p>
      ) : null}
      <FieldError id={`${kind}-source-error`} message={error} />
    </div>
  )
}
