'use client'

import { useEffect } from 'react'
import { useDropzone } from 'react-dropzone'
import { Button } from '@/components/ui/button'
import { DropzoneShell } from '@/components/ui/dropzone-shell'
import { ASSET_MIME_TYPES } from '@/lib/api/assets'
import { uploadLimitWords } from '@/features/assets/model/upload-limit'
import { formatBytes } from '@/lib/format'

/** The allowlist for the system file dialog; the page's own check gives the words for the rest. */
const ACCEPT = Object.fromEntries(ASSET_MIME_TYPES.map((type) => [type, []]))

interface FileDropProps {
  id: string
  file: File | null
  disabled: boolean
  /** The largest file that fits now (the limit a file, or the library's free space). */
  maxBytes: number
  /** Id of the message that describes a problem with the file. */
  errorId?: string
  onFile: (file: File | null) => void
}

/** Drop or browse one file. Refused files are still taken, so the form can say why in words. */
export function FileDrop({ id, file, disabled, maxBytes, errorId, onFile }: FileDropProps) {
  const { getRootProps, getInputProps, inputRef, isDragActive } = useDropzone({
    accept: ACCEPT,
    multiple: false,
    disabled,
    onDrop: (accepted, rejected) => {
      const picked = accepted[0] ?? rejected[0]?.file
      if (picked) onFile(picked)
    },
  })
  // Keep the hidden input in step with the form: once the form lets go of its file (added,
  // removed), choosing that same file again must count as a new choice.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = ''
  }, [file, inputRef])
  return (
    <div className="space-y-2">
      {/* Beside the drop target, not in it: a control inside a role=button is nested-interactive. */}
      <input {...getInputProps()} id={id} aria-label="File to add" />
      <DropzoneShell
        active={isDragActive}
        disabled={disabled}
        {...getRootProps({
          role: 'button',
          'aria-describedby': errorId,
        })}
      >
        {/* Named by its text, so the name holds what a voice user reads on screen. */}
        <span>
          <span className="sr-only">{file ? `Replace ${file.name}:` : 'Choose a file:'}</span>{' '}
          {isDragActive
            ? 'Drop the file here'
            : 'Drop an image, video or audio file here, or click to browse'}
        </span>
        <span className="text-xs">{uploadLimitWords(maxBytes)}</span>
      </DropzoneShell>
      {file ? (
        <div className="flex items-center gap-2 rounded-md border border-line px-3 py-2 text-sm">
          <span className="min-w-0 flex-1 truncate" title={file.name}>
            {file.name}
          </span>
          <span className="shrink-0 tabular-nums text-ink-muted">{formatBytes(file.size)}</span>
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => onFile(null)}
            aria-label={`Remove ${file.name}`}
          >
            Remove
          </Button>
        </div>
      ) : null}
    </div>
  )
}
