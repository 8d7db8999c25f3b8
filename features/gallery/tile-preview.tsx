'use client'

import { useState } from 'react'
import { formatSeconds } from '@/lib/format'
import { leadOutput } from '@/features/gallery/model/compare'
import { generationTitle } from './generation-title'
import { SongCover, VideoPoster } from '@/components/media/media-cover'
import type { GenerationView, OutputView } from '@/lib/jobs/generation-view'
import { ArrowRight, Play } from 'lucide-react'

interface PreviewProps {
  output: OutputView
  /** In view when the page opens: fetched at once and first, not when scrolled to. */
  firstSeen: boolean
}

function VideoPreview({ output, firstSeen }: PreviewProps) {
  const [playing, setPlaying] = useState(false)
  return (
    <span
      className="block h-full w-full"
      onPointerEnter={() => setPlaying(true)}
      onPointerLeave={() => setPlaying(false)}
    >
      {playing ? (
        <video
          src={output.url!}
          poster={output.thumbnailUrl ?? undefined}
          muted
          loop
          playsInline
          autoPlay
          className="h-full w-full object-cover"
        />
      ) : (
        <VideoPoster output={output} className="h-full w-full object-cover" firstSeen={firstSeen} />
      )}
      <span
        aria-hidden="true"
        className="absolute bottom-2 right-2 inline-flex items-center gap-1 rounded bg-black/60 px-1.5 text-caption text-white"
      >
        <Play aria-hidden className="size-3 fill-current" />
        {output.durationSeconds ? formatSeconds(output.durationSeconds) : 'video'}
      </span>
    </span>
  )
}

function AudioPreview({ output, firstSeen }: PreviewProps) {
  return (
    <span className="relative block h-full w-full">
      {output.thumbnailUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- a song's cover from the CDN
        <img
          src={output.thumbnailUrl}
          alt=""
          loading={firstSeen ? 'eager' : 'lazy'}
          fetchPriority={firstSeen ? 'high' : undefined}
          decoding="async"
          draggable={false}
          className="h-full w-full object-cover"
        />
      ) : (
        <SongCover seed={output.url ?? output.id} />
      )}
      <span className="absolute bottom-2 right-2 rounded bg-black/60 px-1.5 text-caption text-white">
        {output.durationSeconds ? formatSeconds(output.durationSeconds) : 'audio'}
      </span>
    </span>
  )
}

function Placeholder({ generation }: { generation: GenerationView }) {
  return (
    // safe center: content taller than a small tile starts below the badge (two lines on a phone)
    // instead of under it.
    <span className="flex h-full w-full flex-col items-center gap-1 overflow-hidden p-3 pt-10 text-center [justify-content:safe_center]">
      {/* On a phone's narrow tile the title matters more; "Open in Orders" still says what it is. */}
      {generation.isPremiumOrder ? (
        <span className="hidden text-xs font-semibold uppercase tracking-wide text-accent sm:block">
          Premium video order
        </span>
      ) : null}
      {/* A word longer than the tile (a name, a URL) wraps inside it instead of running out. */}
      <span className="line-clamp-2 max-w-full shrink-0 text-body font-medium [overflow-wrap:anywhere]">
        {generationTitle(generation)}
      </span>
      {generation.errorMessage ? (
        <span className="line-clamp-3 text-xs text-danger">{generation.errorMessage}</span>
      ) : null}
      {generation.isPremiumOrder ? (
        <span className="inline-flex items-center gap-1 text-xs text-ink-muted">
          Open in Orders <ArrowRight aria-hidden className="size-3.5" />
        </span>
      ) : null}
    </span>
  )
}

/** Whether the tile prints the generation's title (a placeholder does; media do not). */
export function previewShowsTitle(generation: GenerationView): boolean {
  const output = leadOutput(generation)
  return !output || generation.isPremiumOrder || output.kind === 'other'
}

/**
 * What a tile shows: the lead output by kind, or what made it while there is nothing to show.
 * `firstSeen` tiles (the first row) fetch their picture at once and first.
 */
export function TilePreview({
  generation,
  firstSeen = false,
}: {
  generation: GenerationView
  firstSeen?: boolean
}) {
  const output = leadOutput(generation)
  if (!output || previewShowsTitle(generation)) return <Placeholder generation={generation} />
  if (output.kind === 'video') return <VideoPreview output={output} firstSeen={firstSeen} />
  if (output.kind === 'audio') return <AudioPreview output={output} firstSeen={firstSeen} />
  return (
    // eslint-disable-next-line @next/next/no-img-element -- CDN images, sized by the grid
    <img
      src={output.thumbnailUrl ?? output.url!}
      alt=""
      loading={firstSeen ? 'eager' : 'lazy'}
      fetchPriority={firstSeen ? 'high' : undefined}
      decoding="async"
      draggable={false}
      className="h-full w-full object-cover"
    />
  )
}
