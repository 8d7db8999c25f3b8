import { useEffect, useState } from 'react'
import { removeBackgroundFileProblem, SNIFF_BYTES } from '@/features/tools/model/sniff'

/** Remove background's limits on a local file, from its size and first bytes (before upload). */
export async function checkImageFile(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
  return removeBackgroundFileProblem(file.size, head)
}

/** A video's length as the browser reads it from its metadata; null until known or unreadable. */
export function useVideoDuration(url: string): { seconds: number | null; failed: boolean } {
  const [state, setState] = useState<{ url: string; seconds: number | null; failed: boolean }>({
    url: '',
    seconds: null,
    failed: false,
  })
  useEffect(() => {
    if (!url) return
    const video = document.createElement('video')
    video.preload = 'metadata'
    video.muted = true
    const done = (seconds: number | null, failed: boolean) => setState({ url, seconds, failed })
    video.onloadedmetadata = () =>
      Number.isFinite(video.duration) ? done(video.duration, false) : done(null, true)
    video.onerror = () => done(null, true)
    video.src = url
    return () => {
      video.onloadedmetadata = null
      video.onerror = null
      video.removeAttribute('src')
      video.load()
    }
  }, [url])
  return state.url === url ? state : { seconds: null, failed: false }
}
