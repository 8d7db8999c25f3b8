import type { Song } from '@/lib/api/music'

/** Which file a song plays: the final `audio_url` once there, the stream before (docs/decisions.md §D23). */
export interface SongSource {
  url: string | null
  final: boolean
}

export function songSource(
  song: Pick<Song, 'audio_url' | 'stream_url' | 'stream_audio_url'>,
): SongSource {
  if (song.audio_url) return { url: song.audio_url, final: true }
  const stream = song.stream_url ?? song.stream_audio_url ?? null
  return { url: stream, final: false }
}

/** Where playback resumes when the element's source changes: the same place, never the start. */
export interface SourceSwitch {
  time: number
  resume: boolean
}

export function sourceSwitch(
  current: { time: number; paused: boolean; duration: number },
  nextDuration: number | null,
): SourceSwitch {
  const end = nextDuration ?? current.duration
  const time = Number.isFinite(end) && end > 0 ? Math.min(current.time, end) : current.time
  return { time: Math.max(0, time), resume: !current.paused }
}

/** A/B: the other song starts where this one is, within its own length. */
export function abPosition(time: number, otherDuration: number | null): number {
  if (otherDuration === null || !Number.isFinite(otherDuration) || otherDuration <= 0) return time
  return Math.min(Math.max(0, time), otherDuration)
}

/** What an A/B switch touches of a media element. */
export interface Playable {
  currentTime: number
  readonly paused: boolean
  pause(): void
  play(): Promise<void>
}

/**
 * A/B: `to` carries on from where `from` stops, playing if `from` was. `from` is paused before its
 * position is read: read while it still plays, the position is behind where it stops, and `to`
 * would repeat a moment of the song.
 */
export function handOver(from: Playable | null, to: Playable, toDuration: number | null): void {
  const wasPlaying = Boolean(from && !from.paused)
  from?.pause()
  to.currentTime = abPosition(from?.currentTime ?? 0, toDuration)
  if (wasPlaying) to.play().catch(() => undefined)
}
