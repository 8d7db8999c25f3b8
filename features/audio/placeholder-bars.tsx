import type { MouseEvent } from 'react'

const BARS = 64

/** Fixed bar heights that look like a waveform, the same on every render. */
const HEIGHTS = Array.from({ length: BARS }, (_, i) => {
  const wave = Math.sin(i * 0.55) * 0.3 + Math.sin(i * 1.7) * 0.2
  return 0.35 + Math.abs(wave)
})

/**
 * Stand-in bars while only a stream exists (the real peaks come with the final file), with the
 * playback position drawn over them; a click seeks like on a real waveform.
 */
export function PlaceholderBars({
  height,
  progress,
  onSeek,
}: {
  height: number
  progress: number
  onSeek?: (ratio: number) => void
}) {
  const seek = (event: MouseEvent<HTMLDivElement>) => {
    if (!onSeek) return
    const box = event.currentTarget.getBoundingClientRect()
    onSeek(Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)))
  }
  const played = Math.round(Math.min(1, Math.max(0, progress)) * BARS)
  return (
    // Mouse only: the player's own buttons and the position slider are the keyboard way.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="flex items-center gap-px" style={{ height }} onClick={seek}>
      {HEIGHTS.map((h, i) => (
        <span
          key={i}
          className={i < played ? 'flex-1 rounded-sm bg-accent' : 'flex-1 rounded-sm bg-line'}
          style={{ height: `${Math.round(h * 100)}%` }}
        />
      ))}
    </div>
  )
}
