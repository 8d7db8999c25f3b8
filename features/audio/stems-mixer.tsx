'use client'

import { useId, useReducer, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { Switch } from '@/components/ui/switch'
import { initialMixer, mixerReducer, trackOutput } from '@/features/audio/model/mixer-state'
import { StemRow, type StemTrack } from './stem-row'
import { formatClock, useMediaClock } from './use-media-clock'
import { useTransport } from './use-transport'

/**
 * The stems under one transport: play, pause, seek and a loop region, drift-free (one master
 * element, the others follow it), with per-stem volume, mute and solo, and the original beside
 * them (muted at first) for comparison.
 */
export function StemsMixer({ tracks }: { tracks: StemTrack[] }) {
  const elements = useRef(new Map<string, HTMLAudioElement>())
  const playGroup = useId()
  const masterId = tracks[0]?.id ?? ''
  const [state, dispatch] = useReducer(
    mixerReducer,
    tracks,
    (list): ReturnType<typeof initialMixer> =>
      initialMixer(list.map((t) => ({ id: t.id, muted: t.id === 'original' }))),
  )
  const transport = useTransport(elements, masterId, state)
  const masterRef = useRef<HTMLAudioElement | null>(null)
  const clock = useMediaClock(masterRef)
  const duration = clock.duration
  const loop = state.loop

  const register = (id: string) => (el: HTMLAudioElement | null) => {
    if (el) elements.current.set(id, el)
    else elements.current.delete(id)
    if (id === masterId) masterRef.current = el
  }
  const setLoopEdge = (edge: 'start' | 'end', value: number) => {
    const current = loop ?? { start: 0, end: duration ?? 0 }
    dispatch({ type: 'loop', region: { ...current, [edge]: value } })
  }

  return (
    <section
      aria-label="Stems mixer"
      className="space-y-4 rounded-card bg-surface-raised p-3 shadow-raised"
    >
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={clock.playing ? transport.pause : transport.play}>
          {clock.playing ? 'Pause stems' : 'Play stems'}
        </Button>
        <label className="flex min-w-48 flex-1 items-center gap-2 text-sm">
          <span className="sr-only">Position</span>
          <input
            type="range"
            min={0}
            max={duration ?? 0}
            step={0.05}
            value={Math.min(clock.time, duration ?? 0)}
            disabled={!duration}
            onChange={(e) => transport.seek(Number(e.target.value))}
            className="w-full accent-accent"
          />
        </label>
        <span className="text-sm tabular-nums text-ink-muted">
          {formatClock(clock.time)} / {formatClock(duration)}
        </span>
      </div>
      <fieldset className="flex flex-wrap items-end gap-3 text-sm">
        <legend className="mb-1 font-medium">
          Loop a region (or drag across the first waveform)
        </legend>
        {(['start', 'end'] as const).map((edge) => (
          <label key={edge} className="flex items-center gap-2">
            Loop {edge} (s)
            <input
              type="number"
              min={0}
              max={duration ?? undefined}
              step={0.1}
              value={loop ? Number(loop[edge].toFixed(1)) : ''}
              onChange={(e) => setLoopEdge(edge, Number(e.target.value))}
              className="w-20 rounded-md border border-line bg-surface px-2 py-1"
            />
          </label>
        ))}
        <Switch
          id="stems-loop"
          label="Loop"
          checked={state.looping}
          disabled={!loop}
          onChange={(e) => dispatch({ type: 'looping', on: e.target.checked })}
        />
        {loop ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => dispatch({ type: 'loop', region: null })}
          >
            Clear loop
          </Button>
        ) : null}
      </fieldset>
      <div className="space-y-3">
        {tracks.map((track, index) => {
          const own = state.tracks.find((t) => t.id === track.id)
          return (
            <StemRow
              key={track.id}
              track={track}
              audioRef={register(track.id)}
              volume={own?.volume ?? 1}
              muted={own?.muted ?? false}
              silenced={trackOutput(state, track.id).muted}
              soloed={state.solo?.id === track.id}
              time={clock.time}
              duration={duration}
              onSeek={transport.seek}
              region={index === 0 ? loop : undefined}
              onRegion={index === 0 ? (region) => dispatch({ type: 'loop', region }) : undefined}
              dispatch={dispatch}
              playGroup={playGroup}
            />
          )
        })}
      </div>
    </section>
  )
}
