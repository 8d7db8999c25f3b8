'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { Asset } from '@/lib/api/assets'
import { cn } from '@/lib/cn'
import { assetsQueryOptions } from '@/lib/queries/assets'

interface AssetPreviewProps {
  asset: Asset
  /** `card`: playable media on the Assets page; `thumb`: a still for pickers. */
  variant?: 'card' | 'thumb'
  className?: string
}

function Placeholder({
  kind,
  note,
  className,
}: {
  kind: string
  note?: string
  className?: string
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-1 bg-surface-muted text-xs uppercase text-ink-muted',
        className,
      )}
    >
      <span>{kind}</span>
      {note ? <span className="normal-case">{note}</span> : null}
    </div>
  )
}

/**
 * An asset's image, video or audio from its signed URL. A URL that fails to load (run out, say)
 * is never shown broken: a placeholder stands in while the list is fetched once more.
 */
export function AssetPreview({ asset, variant = 'card', className }: AssetPreviewProps) {
  const queryClient = useQueryClient()
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const refetched = useRef(false)
  const label = asset.name ?? 'Asset'
  const kind = asset.kind ?? 'file'
  const url = asset.url

  const onError = () => {
    setFailedUrl(url ?? null)
    // Once per preview: a file that is broken for good must not refetch the list forever.
    if (refetched.current) return
    refetched.current = true
    void queryClient.invalidateQueries({ queryKey: assetsQueryOptions().queryKey })
  }

  if (!url || failedUrl === url) {
    return (
      <Placeholder
        kind={kind}
        note={url ? 'Preview unavailable' : undefined}
        className={className}
      />
    )
  }
  if (kind === 'image') {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- signed storage URLs: no optimizer
      <img
        src={url}
        alt={label}
        loading="lazy"
        onError={onError}
        className={cn('object-cover', className)}
      />
    )
  }
  if (kind === 'video') {
    return (
      <video
        src={url}
        preload="metadata"
        muted
        playsInline
        controls={variant === 'card'}
        aria-label={label}
        onError={onError}
        className={cn('bg-black object-contain', className)}
      />
    )
  }
  if (kind === 'audio' && variant === 'card') {
    return (
      <div className={cn('flex items-center bg-surface-muted p-2', className)}>
        {/* eslint-disable-next-line jsx-a11y/media-has-caption -- library files come without caption tracks */}
        <audio
          src={url}
          controls
          preload="none"
          aria-label={label}
          onError={onError}
          className="w-full"
        />
      </div>
    )
  }
  return <Placeholder kind={kind} className={className} />
}
