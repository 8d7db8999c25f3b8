'use client'

import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { PlayPauseIcon } from '@/components/media/play-pause-icon'
import { decodeWaveform } from '@/lib/audio/waveform-peaks'
import { nextTask } from '@/lib/next-task'

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
    async function draw(container: HTMLDivElement) {
      const [{ default: WaveSurfer }, { blob, peaks, duration }] = await Promise.all([
        import('wavesurfer.js'),
        decodeWaveform(url, abort.signal),
      ])
      // The player's making and its first drawing each take a task of their own, not one with
      // the decoding (docs/architecture.md, "Where a phone's time goes").
      await nextTask()
      if (abort.signal.aborted) return
      const styles = getComputedStyle(document.documentElement)
      const accent = `rgb(${styles.getPropertyValue('--accent').trim().replaceAll(' ', ',')})`
      const player = WaveSurfer.create({
        container,
        height: WAVE_HEIGHT,
        waveColor: 'rgba(127,127,127,0.55)',
        progressColor: accent,
        barWidth: 2,
        barGap: 1,
      })
      player.on('ready', () => setState('ready'))
      player.on('error', () => setState('fallback'))
      player.on('play', () => setPlaying(true))
      player.on('pause', () => setPlaying(false))
      playerRef.current = player
      destroy = () => player.destroy()
      await nextTask()
      if (abort.signal.aborted) return
      // Decoded here, without the audio device (lib/audio/waveform-peaks.ts).
      await player.loadBlob(blob, peaks, duration)
    }
    const container = containerRef.current
    if (container) {
      draw(container).catch(() => {
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
          went made wavesurfer.js draw the whole waveform a second time (docs/architecture.md,
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
