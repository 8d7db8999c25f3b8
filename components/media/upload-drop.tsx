'use client'

import { useDropzone, type FileRejection } from 'react-dropzone'
import { Button } from '@/components/ui/button'
import { DropzoneShell } from '@/components/ui/dropzone-shell'
import { Progress } from '@/components/ui/progress'
import { UPLOAD_MAX_BYTES } from '@/lib/api/decisions'
import type { MediaKind } from '@/lib/api/media-kinds'
import { formatBytes } from '@/lib/format'
import { kindWithArticle } from '@/lib/forms/labels'
import type { SlotUpload } from './use-slot-upload'

interface UploadDropProps {
  kind: MediaKind
  slotLabel: string
  /** The slot's upload: a file browsed here goes the same way as one dropped or pasted. */
  upload: SlotUpload
  /** The whole slot has a drag over it: this is where the drop is said to go. */
  dragOver?: boolean
}

function rejectionMessage([rejection]: FileRejection[]): string {
  const code = rejection?.errors[0]?.code
  if (code === 'file-too-large') return `The file is larger than ${formatBytes(UPLOAD_MAX_BYTES)}.`
  if (code === 'file-invalid-type') return 'That file is not of the right kind for this slot.'
  return 'That file cannot be used here.'
}

/** Browse for a file (drops on the whole slot are read by the slot); it streams with progress. */
export default function UploadDrop({ kind, slotLabel, upload, dragOver }: UploadDropProps) {
  const { getRootProps, getInputProps } = useDropzone({
    accept: { [`${kind}/*`]: [] },
    multiple: false,
    maxSize: UPLOAD_MAX_BYTES,
    disabled: upload.pending,
    // The slot around this reads drops (files, outputs, library files) for all of it.
    noDrag: true,
    onDropAccepted: ([file]) => file && upload.start(file),
    onDropRejected: (rejections) => upload.refuse(rejectionMessage(rejections)),
  })

  if (upload.pending) {
    return (
      <div className="flex items-center gap-3">
        <Progress value={upload.progress} label={`Uploading ${slotLabel}`} />
        <span className="w-10 text-right text-xs tabular-nums">
          {Math.round(upload.progress * 100)}%
        </span>
        <Button variant="ghost" size="sm" onClick={upload.cancel}>
          Cancel
        </Button>
      </div>
    )
  }
  return (
    <div className="space-y-1">
      {/* Beside the drop target, not in it: a control inside a role=button is nested-interactive. */}
      <input {...getInputProps()} />
      <DropzoneShell active={dragOver} {...getRootProps({ role: 'button' })}>
        {/* Named by its text, so the name holds what a voice user reads on screen. */}
        <span>
          <span className="sr-only">{`Upload ${slotLabel}:`}</span>{' '}
          {dragOver
            ? `Drop it here to use it as ${slotLabel.toLowerCase()}`
            : `Drop ${kindWithArticle(kind)} here, paste it, or click to browse`}
        </span>
      </DropzoneShell>
    </div>
  )
}
