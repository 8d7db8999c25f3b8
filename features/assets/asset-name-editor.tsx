'use client'

import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { Asset } from '@/lib/api/assets'
import { RenameAssetForm } from './rename-asset-form'

interface AssetNameEditorProps {
  asset: Asset & { id: string }
  headingId: string
  takenNames: ReadonlySet<string>
}

/** The asset's name, renamed in place; focus comes back to Rename when editing ends. */
export function AssetNameEditor({ asset, headingId, takenNames }: AssetNameEditorProps) {
  const [editing, setEditing] = useState(false)
  const actions = useRef<HTMLSpanElement>(null)
  const wasEditing = useRef(false)

  useEffect(() => {
    if (wasEditing.current && !editing) actions.current?.querySelector('button')?.focus()
    wasEditing.current = editing
  }, [editing])

  if (editing) {
    return (
      <RenameAssetForm
        asset={asset}
        headingId={headingId}
        takenNames={takenNames}
        onDone={() => setEditing(false)}
      />
    )
  }
  return (
    <div className="flex items-start justify-between gap-2">
      <h3 id={headingId} className="min-w-0 break-words font-medium">
        {asset.name}
      </h3>
      <span ref={actions} className="shrink-0">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setEditing(true)}
          aria-label={`Rename ${asset.name}`}
        >
          Rename
        </Button>
      </span>
    </div>
  )
}
