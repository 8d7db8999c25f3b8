'use client'

import { Link } from '@/components/ui/link'
import { useState, type Dispatch, type Ref } from 'react'
import { Button } from '@/components/ui/button'
import type { LoopRegion, MixerAction } from '@/features/audio/model/mixer-state'
import { downloadFile } from '@/lib/media/download'
import { Waveform } from './waveform'

export interface StemTrack {
  id: string
  label: string
  url: string
}

interface StemRowProps {
  track: StemTrack
  audioRef: Ref<HTMLAudioElement>
  /** The mixer's tracks share a play group: they play together on one clock. */
  playGroup: string
  volume: number
  /** Its own mute switch. */
  muted: boolean
  /** Silent now: muted, or another track is soloed. */
  silenced: boolean
  soloed: boolean
  time: number
  duration: number | null
  onSeek: (time: number) => void
  region?: LoopRegion | null
  onRegion?: (region: LoopRegion) => void
  dispatch: Dispatch<MixerAction>
}

const linkClass =
  'inline-flex items-center rounded-md border border-line bg-surface px-2.5 py-1 text-sm hover:bg-surface-muted'

/** One stem: waveform on the shared clock, mute, solo, volume, download and use as input. */
export function StemRow({
  track,
  audioRef,
  volume,
  muted,
  silenced,
  soloed,
  time,
  duration,
  onSeek,
  region,
  onRegion,
  dispatch,
  playGroup,
}: StemRowProps) {
  const [downloading, setDownloading] = useState(false)
  const { id, label, url } = track
  return (
    <div
      role="group"
      aria-label={`${label} track`}
      className={silenced ? 'space-y-2 opacity-60' : 'space-y-2'}
    >
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- stems have no captions */}
      <audio
        ref={audioRef}
        src={url}
        preload="auto"
        aria-label={`${label} audio`}
        data-play-group={playGroup}
      />
      <div className="flex flex-wrap items-center gap-2">
        <span className="w-28 text-sm font-medium">{label}</span>
        <Button
          size="sm"
          variant={muted ? 'primary' : 'secondary'}
          aria-pressed={muted}
          aria-label={`Mute ${label}`}
          onClick={() => dispatch({ type: 'mute', id, muted: !muted })}
        >
          {muted ? 'Muted' : 'Mute'}
        </Button>
        <Button
          size="sm"
          variant={soloed ? 'primary' : 'secondary'}
          aria-pressed={soloed}
          aria-label={`Solo ${label}`}
          onClick={() => dispatch(soloed ? { type: 'unsolo' } : { type: 'solo', id })}
        >
          Solo
        </Button>
        <input
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={volume}
          aria-label={`${label} volume`}
          aria-valuetext={`${Math.round(volume * 100)}%`}
          onChange={(e) => dispatch({ type: 'volume', id, volume: Number(e.target.value) })}
          className="w-28 accent-accent"
        />
        <span className="w-10 text-sm tabular-nums text-ink-muted" aria-hidden="true">
          {Math.round(volume * 100)}%
        </span>
        <Button
          size="sm"
          variant="secondary"
          disabled={downloading}
          aria-label={`Download ${label}`}
          onClick={() => {
            setDownloading(true)
            void downloadFile(url).finally(() => setDownloading(false))
          }}
        >
          {downloading ? 'Downloading…' : 'Download'}
        </Button>
        {id !== 'original' ? (
          <Link
            href={`/create?source=${encodeURIComponent(url)}`}
            className={linkClass}
            aria-label={`Use ${label} as input`}
          >
            Use as input
          </Link>
        ) : null}
      </div>
      <Waveform
        url={url}
        time={time}
        duration={duration}
        onSeek={onSeek}
        height={56}
        region={region}
        onRegion={onRegion}
      />
    </div>
  )
}
