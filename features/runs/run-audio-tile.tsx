'use client'

import { useRef, useState } from 'react'
import { PlayPauseIcon } from '@/components/media/play-pause-icon'
import type { OutputView } from '@/lib/jobs/generation-view'
import { formatSeconds } from '@/lib/format'

/** A song's or a recording's name from its output's role (`song-2` reads "Song 2"). */
function audioName(output: OutputView, index: number, count: number): string {
  const role = output.label?.replace(/[-_]+/g, ' ').trim()
  if (role) return role.charAt(0).toUpperCase() + role.slice(1)
  return count > 1 ? `Take ${index + 1}` : 'Recording'
}

/** One audio file of a result: play and pause in place (one plays at a time, studio-wide). */
function PlayOne({ output, label, name }: { output: OutputView; label: string; name: string }) {
  const ref = useRef<HTMLAudioElement>(null)
  const [playing, setPlaying] = useState(false)
  if (!output.url) return null
  return (
    <li className="flex min-w-0 items-center gap-2">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the service delivers no captions */}
      <audio
        ref={ref}
        src={output.url}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
      <button
        type="button"
        aria-label={`${playing ? 'Pause' : 'Play'} ${name}`}
        onClick={() => {
          const el = ref.current
          if (!el) return
          if (el.paused) el.play().catch(() => undefined)
          else el.pause()
        }}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-on-accent hover:bg-accent/90"
      >
        <PlayPauseIcon playing={playing} />
      </button>
      <span className="min-w-0 truncate text-xs text-ink">
        {label}
        {output.durationSeconds ? (
          <span className="text-ink-muted"> · {formatSeconds(output.durationSeconds)}</span>
        ) : null}
      </span>
    </li>
  )
}

/**
 * A song or a speech in a run's results: its cover when it has one, and each of its files played
 * in place (a song job makes two). `name` is the result's, for the players' labels.
 */
export function AudioTileBody({ outputs, name }: { outputs: OutputView[]; name: string }) {
  const audio = outputs.filter((o) => o.kind === 'audio' && o.url)
  const cover = audio.find((o) => o.thumbnailUrl)?.thumbnailUrl ?? null
  return (
    // The corner's choose box sits over the cover, or above the players when there is none.
    <div className={`space-y-2 p-2 ${cover ? '' : 'pt-10'}`}>
      {cover ? (
        // eslint-disable-next-line @next/next/no-img-element -- a CDN cover
        <img
          src={cover}
          alt=""
          className="aspect-[2/1] w-full rounded object-cover"
          loading="lazy"
        />
      ) : null}
      <ul className="space-y-1.5">
        {audio.map((output, i) => (
          <PlayOne
            key={output.id}
            output={output}
            label={audioName(output, i, audio.length)}
            name={`${audioName(output, i, audio.length)} of ${name}`}
          />
        ))}
      </ul>
    </div>
  )
}
