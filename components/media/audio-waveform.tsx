'use client'

import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { PlayPauseIcon } from '@/components/media/play-pause-icon'
import { accentColor, drawWaveform } from '@/lib/media/draw-waveform'

/** The waveform's height in CSS pixels: its box has it before wavesurfer.js draws. */
const WAVE_HEIGHT = 72

/**
 * An audio player with its waveform. wavesurfer.js is imported on first use, so it never weighs
 * on a page's first load; if the file cannot be fetched or decoded, the browser's own player
 * takes over.
 */
export function AudioWaveform({ url, label }: { url: string; label: string }) {
  const containerRef = useRef<HTMLDivElement>(null)
  const playerRef = useRef<{ playPause: () => Promise<void> } | null>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'fallback'>('loading')
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    const abort = new AbortController()
    let destroy: (() => void) | undefined
    const container = containerRef.current
    if (container) {
      drawWaveform(url, abort.signal, import('wavesurfer.js'), ({ default: WaveSurfer }) => {
        const player = WaveSurfer.create({
          container,
          height: WAVE_HEIGHT,
          waveColor: 'rgba(127,127,127,0.55)',
          progressColor: accentColor(),
          barWidth: 2,
          barGap: 1,
        })
        player.on('ready', () => setState('ready'))
        player.on('error', () => setState('fallback'))
        player.on('play', () => setPlaying(true))
        player.on('pause', () => setPlaying(false))
        playerRef.current = player
        destroy = () => player.destroy()
        return player
      }).catch(() => {
        if (!abort.signal.aborted) setState('fallback')
      })
    }
    return () => {
      abort.abort()
      destroy?.()
    }
  }, [url])

  if (state === 'fallback') {
    // eslint-disable-next-line jsx-a11y/media-has-caption -- the service delivers no caption tracks
    return <audio controls src={url} className="w-full" aria-label={label} />
  }
  return (
    <div className="flex items-center gap-3 rounded-md border border-line p-2">
      <Button
        size="sm"
        variant="secondary"
        disabled={state !== 'ready'}
        aria-label={`${playing ? 'Pause' : 'Play'} ${label}`}
        onClick={() => void playerRef.current?.playPause()}
      >
        <PlayPauseIcon playing={playing} />
      </Button>
      {/* As tall as the waveform it will hold, so nothing below moves when it is drawn; and as
          wide from the start, the loading words laid over it: a box that widened once the words
          went made wavesurfer.js draw the whole waveform a second time (docs/performance.md,
          "What a page loads first"). */}
      <div className="relative min-w-0 flex-1" style={{ height: WAVE_HEIGHT }}>
        <div ref={containerRef} className="h-full" aria-hidden="true" data-waveform />
        {state === 'loading' ? (
          <span className="absolute inset-0 flex items-center text-xs text-ink-muted">
            Loading…
          </span>
        ) : null}
      </div>
    </div>
  )
}
