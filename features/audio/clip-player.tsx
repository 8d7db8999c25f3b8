'use client'

import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { downloadFile } from '@/lib/media/download'
import { formatClock, useMediaClock } from './use-media-clock'
import { Waveform } from './waveform'
import { PlayPauseIcon } from '@/components/media/play-pause-icon'

/** One finished audio file: play, waveform, position and download. */
export function ClipPlayer({ url, name }: { url: string; name: string }) {
  const ref = useRef<HTMLAudioElement>(null)
  const clock = useMediaClock(ref)
  const [downloading, setDownloading] = useState(false)
  const seek = (time: number) => {
    if (ref.current) ref.current.currentTime = time
  }
  const toggle = () => {
    const el = ref.current
    if (!el) return
    if (el.paused) el.play().catch(() => undefined)
    else el.pause()
  }
  return (
    <div className="space-y-2">
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the service delivers no captions */}
      <audio ref={ref} src={url} preload="auto" aria-label={`${name} audio`} />
      <div className="flex items-center gap-3">
        <Button
          size="sm"
          variant="secondary"
          aria-label={`${clock.playing ? 'Pause' : 'Play'} ${name}`}
          onClick={toggle}
        >
          <PlayPauseIcon playing={clock.playing} />
        </Button>
        <Waveform url={url} time={clock.time} duration={clock.duration} onSeek={seek} />
        <span className="w-20 shrink-0 text-right text-xs tabular-nums text-ink-muted">
          {formatClock(clock.time)} / {formatClock(clock.duration)}
        </span>
      </div>
      <Button
        size="sm"
        variant="secondary"
        disabled={downloading}
        aria-label={`Download ${name}`}
        onClick={() => {
          setDownloading(true)
          void downloadFile(url).finally(() => setDownloading(false))
        }}
      >
        {downloading ? 'Downloading…' : 'Download'}
      </Button>
    </div>
  )
}
