'use client'

import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { Song } from '@/lib/api/music'
import { songSource } from '@/features/audio/model/song-source'
import { downloadFile } from '@/lib/media/download'
import { formatClock, useMediaClock } from './use-media-clock'
import { useSongSource } from './use-song-source'
import { SongCover } from '@/components/media/media-cover'
import { Waveform } from './waveform'
import { PlayPauseIcon } from '@/components/media/play-pause-icon'

interface SongPlayerProps {
  song: Song
  name: string
  /** The job's other players hear of this one through its element. */
  audioRef: (el: HTMLAudioElement | null) => void
  onPlay: () => void
}

/**
 * One song: cover, title, length, transport, waveform, lyrics and download. It plays from the
 * stream as soon as there is one and moves to the final file at the same position.
 */
export function SongPlayer({ song, name, audioRef, onPlay }: SongPlayerProps) {
  const ref = useRef<HTMLAudioElement | null>(null)
  const setRef = (el: HTMLAudioElement | null) => {
    ref.current = el
    audioRef(el)
  }
  const source = songSource(song)
  useSongSource(ref, source, song.duration_seconds ?? null)
  const clock = useMediaClock(ref)
  const [downloading, setDownloading] = useState(false)
  const title = song.title || name
  const duration = clock.duration ?? song.duration_seconds ?? null

  const toggle = () => {
    const el = ref.current
    if (!el) return
    if (el.paused) el.play().catch(() => undefined)
    else el.pause()
  }
  const seek = (time: number) => {
    if (ref.current) ref.current.currentTime = time
  }
  const download = () => {
    if (!source.url || !source.final) return
    setDownloading(true)
    void downloadFile(source.url).finally(() => setDownloading(false))
  }

  return (
    <article
      aria-label={name}
      className="space-y-3 rounded-card bg-surface-raised p-3 shadow-raised"
    >
      <div className="flex items-center gap-3">
        {song.cover_image_url ? (
          // eslint-disable-next-line @next/next/no-img-element -- a CDN file, sized by CSS
          <img
            src={song.cover_image_url}
            alt={`Cover of ${title}`}
            className="h-16 w-16 shrink-0 rounded-md object-cover"
          />
        ) : (
          <span className="block h-16 w-16 shrink-0 overflow-hidden rounded-tile">
            <SongCover seed={String(song.id ?? title)} />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-medium">{title}</h3>
          <p className="text-xs text-ink-muted">
            {name} · {formatClock(duration)}
            {source.url && !source.final ? ' · streaming, final file coming' : ''}
          </p>
        </div>
      </div>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the service delivers no captions */}
      <audio ref={setRef} preload="auto" aria-label={`${name} audio`} onPlay={onPlay} />
      <div className="flex items-center gap-3">
        <Button
          size="sm"
          variant="secondary"
          disabled={!source.url}
          aria-label={`${clock.playing ? 'Pause' : 'Play'} ${name}`}
          onClick={toggle}
        >
          <PlayPauseIcon playing={clock.playing} />
        </Button>
        <Waveform
          url={source.final ? source.url : null}
          time={clock.time}
          duration={duration}
          onSeek={seek}
        />
        <span className="w-20 shrink-0 text-right text-xs tabular-nums text-ink-muted">
          {formatClock(clock.time)} / {formatClock(duration)}
        </span>
      </div>
      <label className="block">
        <span className="sr-only">Position in {name}</span>
        <input
          type="range"
          min={0}
          max={duration ?? 0}
          step={0.1}
          value={Math.min(clock.time, duration ?? 0)}
          disabled={!source.url || !duration}
          onChange={(e) => seek(Number(e.target.value))}
          className="w-full accent-accent"
        />
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={download}
          disabled={!source.final || downloading}
          aria-label={`Download ${name}`}
        >
          {downloading ? 'Downloading…' : source.final ? 'Download' : 'Download (when final)'}
        </Button>
        {song.lyrics ? (
          <details className="w-full text-sm">
            <summary className="cursor-pointer text-ink-muted">Lyrics</summary>
            <pre className="mt-2 whitespace-pre-wrap font-sans text-sm">{song.lyrics}</pre>
          </details>
        ) : null}
      </div>
    </article>
  )
}
