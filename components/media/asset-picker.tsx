'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import type { MediaKind } from '@/lib/api/media-kinds'

// The dialog (list, previews) loads on the first click only.
const AssetPickerDialog = dynamic(
  () => import('./asset-picker-dialog').then((m) => m.AssetPickerDialog),
  {
    ssr: false,
  },
)

interface AssetPickerProps {
  kind: MediaKind
  /** Gets a freshly signed URL of the chosen asset, ready for source_media_urls. */
  onPick: (url: string) => void
  /** Names the slot in the button's and dialog's labels, e.g. "First frame". */
  slotLabel?: string
}

/** "From library": picks a personal or team asset of the slot's kind. */
export function AssetPicker({ kind, onPick, slotLabel }: AssetPickerProps) {
  const [open, setOpen] = useState(false)
  const target = slotLabel ?? kind
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {/* The visible words stay in the name (label in name): "Pick First frame From library". */}
        <span className="sr-only">{`Pick ${target}`}</span> From library
      </Button>
      {open ? (
        <AssetPickerDialog
          kind={kind}
          title={`Pick ${target.toLowerCase()} from the library`}
          onClose={() => setOpen(false)}
          onPick={(url) => {
            setOpen(false)
            onPick(url)
          }}
        />
      ) : null}
    </>
  )
}
