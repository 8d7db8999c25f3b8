'use client'

import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'

/** The source clip, then its extension, in one player ("play both"). */
export function PlayBoth({
  source,
  extension,
  label,
}: {
  source: string
  extension: string
  label: string
}) {
  const video = useRef<HTMLVideoElement>(null)
  const [part, setPart] = useState<'source' | 'extension'>('extension')
  const playBoth = () => {
    const el = video.current
    if (!el) return
    setPart('source')
    el.src = source
    void el.play().catch(() => undefined)
  }
  const onEnded = () => {
    const el = video.current
    if (!el || part !== 'source') return
    setPart('extension')
    el.src = extension
    void el.play().catch(() => undefined)
  }
  return (
    <div className="space-y-2">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the service delivers no caption tracks */}
      <video
        ref={video}
        src={extension}
        controls
        playsInline
        onEnded={onEnded}
        aria-label={`${label}: ${part === 'source' ? 'source clip' : 'extension'}`}
        className="max-h-[50vh] w-full rounded-md bg-black object-contain"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" variant="secondary" onClick={playBoth}>
          Play both
        </Button>
        <span className="text-sm text-ink-muted" aria-live="polite">
          Now showing: {part === 'source' ? 'the source clip, then the extension' : 'the extension'}
        </span>
      </div>
    </div>
  )
}
