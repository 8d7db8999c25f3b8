'use client'

import { useRef, useState } from 'react'
import { problemMessage } from '@/lib/errors/problem'
import { useUploadMedia } from '@/lib/queries/upload'

export interface SlotUpload {
  /** Checks the file (the tool's own limits), then streams it up; the slot gets its URL. */
  start: (file: File) => void
  cancel: () => void
  /** Says why something could not be used (a refused drop, a file of the wrong kind). */
  refuse: (message: string | null) => void
  pending: boolean
  progress: number
  /** Why the last file was refused or its upload failed, in words; null when all is well. */
  failure: string | null
}

/**
 * One slot's upload, shared by every way a file arrives (browsed, dropped on the slot, pasted),
 * so each goes through the same checks, progress and cancel.
 */
export function useSlotUpload(
  onUploaded: (url: string) => void,
  checkFile?: (file: File) => Promise<string | null>,
): SlotUpload {
  const upload = useUploadMedia()
  const [progress, setProgress] = useState(0)
  const [refused, setRefused] = useState<string | null>(null)
  const abort = useRef<AbortController | null>(null)

  const send = (file: File) => {
    setProgress(0)
    abort.current = new AbortController()
    upload.mutate(
      { file, onProgress: setProgress, signal: abort.current.signal },
      {
        onSuccess: (res) =>
          res.urls[0] ? onUploaded(res.urls[0]) : setRefused('The upload returned no URL.'),
      },
    )
  }
  const start = (file: File) => {
    setRefused(null)
    upload.reset()
    if (!checkFile) return send(file)
    void checkFile(file).then((problem) => (problem ? setRefused(problem) : send(file)))
  }
  const failed = upload.error && upload.error.name !== 'AbortError' ? upload.error : null
  return {
    start,
    cancel: () => abort.current?.abort(),
    refuse: (message) => {
      upload.reset()
      setRefused(message)
    },
    pending: upload.isPending,
    progress,
    failure: refused ?? (failed ? problemMessage(failed) : null),
  }
}
