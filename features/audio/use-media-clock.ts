import { useEffect, useState, type RefObject } from 'react'
import { clockTime } from '@/lib/jobs/elapsed'

export interface MediaClock {
  time: number
  duration: number | null
  playing: boolean
}

const durationOf = (el: HTMLMediaElement) =>
  Number.isFinite(el.duration) && el.duration > 0 ? el.duration : null

/**
 * A media element's position for drawing: media events, plus animation frames while it plays
 * so a waveform cursor moves smoothly (timeupdate alone comes only about 4 times a second).
 */
export function useMediaClock(ref: RefObject<HTMLMediaElement | null>): MediaClock {
  const [clock, setClock] = useState<MediaClock>({ time: 0, duration: null, playing: false })

  useEffect(() => {
    const el = ref.current
    if (!el) return
    let frame = 0
    const read = () =>
      setClock({ time: el.currentTime, duration: durationOf(el), playing: !el.paused })
    const tick = () => {
      read()
      frame = el.paused ? 0 : requestAnimationFrame(tick)
    }
    const onPlay = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(tick)
    }
    const events = ['timeupdate', 'durationchange', 'loadedmetadata', 'pause', 'seeked', 'ended']
    for (const name of events) el.addEventListener(name, read)
    el.addEventListener('play', onPlay)
    read()
    return () => {
      cancelAnimationFrame(frame)
      for (const name of events) el.removeEventListener(name, read)
      el.removeEventListener('play', onPlay)
    }
  }, [ref])

  return clock
}

export function formatClock(seconds: number | null): string {
  return seconds === null || !Number.isFinite(seconds) ? '–:––' : clockTime(seconds)
}
