'use client'

import { useEffect, useRef, useState } from 'react'
import type WaveSurfer from 'wavesurfer.js'
import type { LoopRegion } from '@/features/audio/model/mixer-state'
import { accentColor, drawWaveform } from '@/lib/media/draw-waveform'
import { PlaceholderBars } from './placeholder-bars'

interface WaveformProps {
  /** The final file to draw; null while only a stream exists (placeholder bars then). */
  url: string | null
  /** The position of the clock this waveform shows (the page's media element owns time). */
  time: number
  duration: number | null
  onSeek: (time: number) => void
  height?: number
  /** With `onRegion`, a drag on the waveform marks a loop region (wavesurfer regions plugin). */
  region?: LoopRegion | null
  onRegion?: (region: LoopRegion) => void
}

interface RegionsApi {
  clearRegions: () => void
  addRegion: (options: { start: number; end: number; color: string }) => unknown
  getRegions: () => { start: number; end: number }[]
}

const REGION_COLOR = 'rgba(79,70,229,0.18)'
const same = (a: LoopRegion, b: LoopRegion) =>
  Math.abs(a.start - b.start) < 0.01 && Math.abs(a.end - b.end) < 0.01

/**
 * A wavesurfer.js drawing of a file, as a view of another clock: it never plays, it follows
 * `time` and reports clicks and drags as seeks, so a song's element can change its source (stream
 * to final) or a mixer can drive several waveforms without any of them owning playback.
 * wavesurfer.js is imported on first use, never on a page's first load.
 */
export function Waveform({
  url,
  time,
  duration,
  onSeek,
  height = 64,
  region = null,
  onRegion,
}: WaveformProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const surferRef = useRef<WaveSurfer | null>(null)
  const regionsRef = useRef<RegionsApi | null>(null)
  const onSeekRef = useRef(onSeek)
  const onRegionRef = useRef(onRegion)
  /** Set while the region from props is drawn, so drawing it is not reported as a new one. */
  const drawingRef = useRef(false)
  /** The url whose drawing is ready (or failed): a new url starts out as neither. */
  const [drawn, setDrawn] = useState<{ url: string; ok: boolean } | null>(null)
  const state = drawn?.url === url ? (drawn.ok ? 'ready' : 'failed') : 'idle'
  const wantsRegions = Boolean(onRegion)

  useEffect(() => {
    onSeekRef.current = onSeek
    onRegionRef.current = onRegion
  })

  useEffect(() => {
    const container = containerRef.current
    if (!url || !container) return
    const abort = new AbortController()
    let surfer: WaveSurfer | null = null
    const prepare = Promise.all([
      import('wavesurfer.js'),
      wantsRegions ? import('wavesurfer.js/dist/plugins/regions.esm.js') : null,
    ])
    const make = ([{ default: Surfer }, regionsModule]: Awaited<typeof prepare>) => {
      const accent = accentColor()
      const regions = regionsModule?.default.create() ?? null
      const made = Surfer.create({
        container,
        height,
        waveColor: 'rgba(127,127,127,0.55)',
        progressColor: accent,
        cursorColor: accent,
        barWidth: 2,
        barGap: 1,
        interact: true,
        plugins: regions ? [regions] : [],
      })
      made.on('ready', () => setDrawn({ url, ok: true }))
      made.on('error', () => setDrawn({ url, ok: false }))
      made.on('interaction', (t) => onSeekRef.current(t))
      if (regions) {
        regions.enableDragSelection({ color: REGION_COLOR })
        const report = (r: { start: number; end: number }) => {
          if (!drawingRef.current) onRegionRef.current?.({ start: r.start, end: r.end })
        }
        regions.on('region-created', (r) => {
          // One loop region: a new drag replaces the old one.
          for (const other of regions.getRegions()) if (other !== r) other.remove()
          report(r)
        })
        regions.on('region-updated', report)
        regionsRef.current = regions
      }
      surfer = made
      surferRef.current = made
      return made
    }
    drawWaveform(url, abort.signal, prepare, make).catch(() => {
      if (!abort.signal.aborted) setDrawn({ url, ok: false })
    })
    return () => {
      abort.abort()
      surfer?.destroy()
      surferRef.current = null
      regionsRef.current = null
    }
  }, [url, height, wantsRegions])

  // Follow the clock.
  useEffect(() => {
    const surfer = surferRef.current
    if (state !== 'ready' || !surfer) return
    if (Math.abs(surfer.getCurrentTime() - time) > 0.01) surfer.setTime(time)
  }, [time, state])

  // Show a region set from the controls (or cleared).
  useEffect(() => {
    const regions = regionsRef.current
    if (state !== 'ready' || !regions) return
    const shown = regions.getRegions()
    if (region && shown.length === 1 && same(shown[0]!, region)) return
    if (!region && shown.length === 0) return
    drawingRef.current = true
    regions.clearRegions()
    if (region) regions.addRegion({ ...region, color: REGION_COLOR })
    drawingRef.current = false
  }, [region, state])

  const showBars = !url || state !== 'ready'
  return (
    <div className="relative min-w-0 flex-1" aria-hidden="true">
      {url ? (
        <div ref={containerRef} className={showBars ? 'invisible absolute inset-0' : ''} />
      ) : null}
      {showBars ? (
        <PlaceholderBars
          height={height}
          progress={duration ? time / duration : 0}
          onSeek={duration ? (ratio) => onSeek(ratio * duration) : undefined}
        />
      ) : null}
    </div>
  )
}
