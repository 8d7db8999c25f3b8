'use client'

import { Link } from '@/components/ui/link'
import { memo } from 'react'
import { cn } from '@/lib/cn'
import { useReadOnly } from '@/lib/permissions/use-route-permission'
import { mediaDragProps } from '@/components/media/media-drag'
import { outputDraggable, outputPayload } from '@/lib/media/drag-payload'
import { JobPhaseBadge } from '@/components/jobs/job-phase-badge'
import { jobHome } from '@/lib/jobs/job-links'
import { leadOutput } from '@/features/gallery/model/compare'
import type { GenerationView } from '@/lib/jobs/generation-view'
import { generationTitle } from './generation-title'
import { StarToggle } from '@/components/media/star-toggle'
import { toggleSharedAudio, useSharedAudioPlaying } from './shared-audio'
import { previewShowsTitle, TilePreview } from './tile-preview'
import { PlayPauseIcon } from '@/components/media/play-pause-icon'

export interface GenerationTileProps {
  generation: GenerationView
  width: number
  height: number
  position: number
  total: number
  selected: boolean
  starred: boolean
  /**
   * What made it, in words ("Wan 2.5 · Text to video"): worked out by the grid, which reads the
   * catalog's names once for every tile (an observer per tile was most of a tile's first render).
   */
  madeWith: string
  onOpen: (id: string) => void
  /** Chooses or unchooses the tile; with Shift, the range from the last one chosen. */
  onSelect: (id: string, shift: boolean) => void
}

// Controls over a tile are at least 24 px square (WCAG 2.5.8): they sit on the tile's own button,
// so no spacing around them can make up for a smaller target.
/** Tiles this far into the history are in the first row at any width: their pictures come first. */
const FIRST_ROW = 6

const overlayButton =
  'absolute min-h-6 min-w-6 rounded-md bg-black/60 text-xs text-white opacity-90 hover:opacity-100'

function AudioToggle({ url, title }: { url: string; title: string }) {
  const playing = useSharedAudioPlaying(url)
  return (
    <button
      type="button"
      onClick={() => toggleSharedAudio(url)}
      aria-pressed={playing}
      aria-label={`${playing ? 'Pause' : 'Play'} ${title}`}
      className={`${overlayButton} bottom-2 left-2 px-2 py-1`}
    >
      <PlayPauseIcon playing={playing} />
    </button>
  )
}

function GenerationTileImpl(props: GenerationTileProps) {
  const { generation, width, height, selected, starred } = props
  const title = generationTitle(generation)
  const output = leadOutput(generation)
  const readOnly = useReadOnly()
  const mainClass = 'absolute inset-0 block h-full w-full overflow-hidden rounded-tile text-left'
  return (
    <div
      role="listitem"
      aria-posinset={props.position}
      aria-setsize={props.total}
      style={{ width, height }}
      {...mediaDragProps(
        outputDraggable(output) ? () => outputPayload(generation.id, output, title) : null,
      )}
      className={`group relative shrink-0 rounded-tile bg-surface-raised [contain:size_layout_style] ${selected ? 'ring-2 ring-accent' : ''}`}
    >
      {generation.isPremiumOrder ? (
        <Link
          href={jobHome('premium', generation.orderId ?? generation.id).href}
          className={mainClass}
        >
          <span className="sr-only">{`Open premium video order: ${title}`}</span>
          <TilePreview generation={generation} firstSeen={props.position <= FIRST_ROW} />
        </Link>
      ) : (
        <button
          type="button"
          onClick={() => props.onOpen(generation.id)}
          // Space on the focused tile chooses it (Enter still opens it), as in a file manager.
          onKeyDown={(event) => {
            if (event.key !== ' ') return
            event.preventDefault()
            props.onSelect(generation.id, event.shiftKey)
          }}
          className={mainClass}
        >
          {/* Named by its content, so the name holds every word the tile shows (label in name):
              "Open <title>", then what the preview prints (the title, an error, a duration). */}
          <span className="sr-only">
            {previewShowsTitle(generation) ? 'Open' : `Open ${title}:`}
          </span>{' '}
          <TilePreview generation={generation} firstSeen={props.position <= FIRST_ROW} />
        </button>
      )}
      {generation.phase !== 'completed' ? (
        <JobPhaseBadge
          phase={generation.phase}
          className="pointer-events-none absolute right-2 top-2 block max-w-[calc(100%-1rem)] truncate whitespace-nowrap"
        />
      ) : null}
      <p
        className={cn(
          'pointer-events-none absolute inset-x-0 bottom-0 truncate rounded-b-tile bg-gradient-to-t from-black/70 to-transparent px-2 pb-1 pt-4 text-xs text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100',
          // clear of the play button in the corner
          output?.kind === 'audio' && 'pl-11',
        )}
      >
        {props.madeWith}
      </p>
      {output?.kind === 'audio' && output.url ? (
        <AudioToggle url={output.url} title={title} />
      ) : null}
      {!generation.isPremiumOrder ? (
        <label
          className={`${overlayButton} left-2 top-2 flex cursor-pointer items-center gap-1 px-1 py-0.5 transition-opacity focus-within:opacity-100 group-hover:opacity-100 ${selected ? '' : '[@media(hover:hover)]:opacity-0'}`}
        >
          <input
            type="checkbox"
            checked={selected}
            // A click's Shift makes a range; the change event is that click.
            onChange={(event) =>
              props.onSelect(generation.id, (event.nativeEvent as MouseEvent).shiftKey === true)
            }
            aria-label={`Select ${title}`}
            className="size-6 cursor-pointer"
          />
        </label>
      ) : null}
      {output && !generation.isPremiumOrder && !readOnly ? (
        <StarToggle
          output={{ kind: 'media', id: generation.id }}
          title={title}
          starred={starred}
          tone="overlay"
          className={cn(
            // Top right, clear of the duration and play controls at the bottom (below the phase
            // badge while a job is not finished).
            'absolute right-2 transition-opacity focus:opacity-100 group-hover:opacity-100',
            generation.phase === 'completed' ? 'top-2' : 'top-10',
            !starred && '[@media(hover:hover)]:opacity-0',
          )}
        />
      ) : null}
    </div>
  )
}

export const GenerationTile = memo(GenerationTileImpl)
