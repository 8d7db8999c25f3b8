'use client'

import { useRef, useState } from 'react'
import { useDropzone, type FileRejection } from 'react-dropzone'
import { Button } from '@/components/ui/button'
import { DropzoneShell } from '@/components/ui/dropzone-shell'
import { Progress } from '@/components/ui/progress'
import { UPLOAD_MAX_BYTES } from '@/lib/api/decisions'
import type { MediaKind } from '@/lib/api/media-kinds'
import { formatBytes } from '@/lib/format'
import { problemMessage } from '@/lib/errors/problem-message'
import { kindWithArticle } from '@/lib/forms/labels'
import { useUploadMedia } from '@/lib/queries/upload'

interface UploadDropProps {
  kind: MediaKind
  slotLabel: string
  onUploaded: (url: string) => void
  /** Checks a file before anything is sent; returns why it cannot be used. */
  checkFile?: (file: File) => Promise<string | null>
}

function rejectionMessage([rejection]: FileRejection[]): string {
  const code = rejection?.errors[0]?.code
  if (code === 'file-too-large') return `The file is larger than ${formatBytes(UPLOAD_MAX_BYTES)}.`
  if (code === 'file-invalid-type') return 'That file is not of the right kind for this slot.'
  return 'That file cannot be used here.'
}

/** Drop or browse a file; it streams through the studio with visible progress. */
export default function UploadDrop({ kind, slotLabel, onUploaded, checkFile }: UploadDropProps) {
  const upload = useUploadMedia()
  const [progress, setProgress] = useState(0)
  const [rejected, setRejected] = useState<string | null>(null)
  const abort = useRef<AbortController | null>(null)

  const start = (file: File) => {
    setRejected(null)
    setProgress(0)
    abort.current = new AbortController()
    upload.mutate(
      { file, onProgress: setProgress, signal: abort.current.signal },
      {
        onSuccess: (res) =>
          res.urls[0] ? onUploaded(res.urls[0]) : setRejected('The upload returned no URL.'),
      },
    )
  }
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: { [`${kind}/*`]: [] },
    multiple: false,
    maxSize: UPLOAD_MAX_BYTES,
    disabled: upload.isPending,
    onDropAccepted: ([file]) => {
      if (!file) return
      if (!checkFile) return start(file)
      void checkFile(file).then((problem) => (problem ? setRejected(problem) : start(file)))
    },
    onDropRejected: (rejections) => setRejected(rejectionMessage(rejections)),
  })

  if (upload.isPending) {
    return (
      <div className="flex items-center gap-3">
        <Progress value={progress} label={`Uploading ${slotLabel}`} />
        <span className="w-10 text-right text-xs tabular-nums">{Math.round(progress * 100)}%</span>
        <Button variant="ghost" size="sm" onClick={() => abort.current?.abort()}>
          Cancel
        </Button>
      </div>
    )
  }
  const failure =
    rejected ??
    (upload.error && upload.error.name !== 'AbortError' ? problemMessage(upload.error) : null)
  return (
    <div className="space-y-1">
      {/* Beside the drop target, not in it: a control inside a role=button is nested-interactive. */}
      <input {...getInputProps()} />
      <DropzoneShell active={isDragActive} {...getRootProps({ role: 'button' })}>
        {/* Named by its text, so the name holds what a voice user reads on screen. */}
        <span>
          <span className="sr-only">{`Upload ${slotLabel}:`}</span>{' '}
          {isDragActive
            ? `Drop the ${kind} here`
            : `Drop ${kindWithArticle(kind)} here, or click to browse`}
        </span>
      </DropzoneShell>
      {failure ? (
        <p role="alert" className="text-xs text-danger">
          {failure}
        </p>
      ) : null}
    </div>
  )
}
