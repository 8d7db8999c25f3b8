import { useRef, useState } from 'react'
import { describeProblem, type Problem } from '@/lib/errors/problem'
import type { LibraryName } from '@/lib/media/asset-problem'
import { assetWords } from '@/lib/media/asset-words'
import { useCreateAsset } from '@/lib/queries/assets'
import { uploadMedia } from '@/lib/queries/upload'

export interface AddRequest {
  /** A file to upload first, or null to add `url` as it is. */
  file: File | null
  url: string
  name: string
  library: LibraryName
  shared?: boolean
}

export type AddPhase = 'idle' | 'uploading' | 'saving'

/**
 * Upload (streamed through the studio, with progress and cancel), then POST /v1/assets. A file
 * already uploaded is not sent again when only the add failed, so a retry costs one small request.
 */
export function useAddAsset() {
  const create = useCreateAsset()
  const [phase, setPhase] = useState<AddPhase>('idle')
  const [sent, setSent] = useState(0)
  const [problem, setProblem] = useState<Problem | null>(null)
  const uploaded = useRef<{ file: File; url: string } | null>(null)
  const abort = useRef<AbortController | null>(null)
  const inFlight = useRef(false)

  const uploadOnce = async (file: File): Promise<string> => {
    if (uploaded.current?.file === file) return uploaded.current.url
    setPhase('uploading')
    setSent(0)
    abort.current = new AbortController()
    const answer = await uploadMedia({
      file,
      signal: abort.current.signal,
      onProgress: (fraction) => setSent(Math.round(fraction * file.size)),
    })
    const url = answer.urls[0]
    if (!url) throw new Error('The upload answered without a file address. Retry.')
    uploaded.current = { file, url }
    return url
  }

  /** Resolves true once the asset is in the library; false with `problem` set otherwise. */
  const add = async ({ file, url, name, library, shared }: AddRequest): Promise<boolean> => {
    if (inFlight.current) return false
    inFlight.current = true
    setProblem(null)
    try {
      const source = file ? await uploadOnce(file) : url.trim()
      setPhase('saving')
      await create.mutateAsync({ name, url: source, ...(shared === undefined ? {} : { shared }) })
      uploaded.current = null
      return true
    } catch (error) {
      setProblem(describeProblem(error, assetWords({ library, name, fileBytes: file?.size })))
      return false
    } finally {
      inFlight.current = false
      setPhase('idle')
    }
  }

  return {
    add,
    phase,
    sent,
    problem,
    dismissProblem: () => setProblem(null),
    cancel: () => abort.current?.abort(),
  }
}
