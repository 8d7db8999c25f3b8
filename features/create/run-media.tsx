'use client'

import { Play } from 'lucide-react'
import { useRef } from 'react'
import type { OutputView } from '@/lib/jobs/generation-view'
import { OutputMedia } from '@/components/media/output-media'

interface RunMediaProps {
  output: OutputView
  label: string
  onOpen: () => void
}

/**
 * One output in the feed: the image, or the video playing muted while pointed at (its sound and
 * controls are in the full-size view); a click opens it full size.
 */
export function RunMedia({ output, label, onOpen }: RunMediaProps) {
  const video = useRef<HTMLVideoElement>(null)
  if (!output.url || (output.kind !== 'image' && output.kind !== 'video')) {
    return <OutputMedia output={output} label={label} />
  }
  const play = () => void video.current?.play().catch(() => undefined)
  const pause = () => video.current?.pause()
  return (
    <div
      className="group relative size-full overflow-hidden rounded-card bg-surface-muted"
      onPointerEnter={play}
      onPointerLeave={pause}
    >
      {output.kind === 'video' ? (
        <video
          ref={video}
          src={output.url}
          poster={output.thumbnailUrl ?? undefined}
          muted
          loop
          playsInline
          preload="metadata"
          aria-label={label}
          className="size-full object-contain"
        />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- a CDN file, sized from its record
        <img
          src={output.url}
          alt={label}
          width={output.width ?? undefined}
          height={output.height ?? undefined}
          className="size-full object-contain"
        />
      )}
      {/* Beside the media, not around it: the image stays an image to assistive technology. */}
      <button
        type="button"
        onClick={onOpen}
        onFocus={play}
        onBlur={pause}
        className="absolute inset-0 cursor-zoom-in rounded-card focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <span className="sr-only">Open full size: {label}</span>
        {output.kind === 'video' ? (
          <span
            aria-hidden
            className="absolute bottom-2 left-2 flex items-center gap-1 rounded-full bg-black/60 px-2 py-1 text-caption text-white group-hover:opacity-0"
          >
            <Play className="size-3.5 fill-current" /> Video
          </span>
        ) : null}
      </button>
    </div>
  )
}
