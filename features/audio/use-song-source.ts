import { useEffect, useRef, type RefObject } from 'react'
import { sourceSwitch, type SongSource } from '@/features/audio/model/song-source'

/**
 * Points the song's element at its current file. When the final file replaces the stream, the
 * element carries on from the same position and keeps playing if it was (docs/decisions.md §D23 "Music
 * playback"); the first source is simply set.
 */
export function useSongSource(
  ref: RefObject<HTMLAudioElement | null>,
  source: SongSource,
  durationSeconds: number | null,
) {
  const url = source.url
  const duration = useRef(durationSeconds)
  useEffect(() => {
    duration.current = durationSeconds
  })
  useEffect(() => {
    const el = ref.current
    if (!el || !url || el.getAttribute('src') === url) return
    if (!el.getAttribute('src')) {
      el.src = url
      return
    }
    const plan = sourceSwitch(
      { time: el.currentTime, paused: el.paused, duration: el.duration },
      duration.current,
    )
    const resume = () => {
      el.currentTime = plan.time
      if (plan.resume) el.play().catch(() => undefined)
    }
    el.addEventListener('loadedmetadata', resume, { once: true })
    el.src = url
    return () => el.removeEventListener('loadedmetadata', resume)
  }, [ref, url])
}
