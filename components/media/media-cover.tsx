import type { OutputView } from '@/lib/jobs/generation-view'

/** A moment into the film: many films (dubs among them) open on black frames. */
const POSTER_AT_SECONDS = 0.5

/**
 * A video's poster frame: its thumbnail when the service made one, else the frame half a second
 * in (a media fragment, so only that much of the file is fetched before it is played).
 */
export function VideoPoster({
  output,
  className,
  firstSeen = false,
}: {
  output: OutputView
  className?: string
  /** In view when the page opens: fetched at once and first, not when scrolled to. */
  firstSeen?: boolean
}) {
  if (output.thumbnailUrl)
    return (
      // eslint-disable-next-line @next/next/no-img-element -- CDN thumbnails, sized by the grid
      <img
        src={output.thumbnailUrl}
        alt=""
        loading={firstSeen ? 'eager' : 'lazy'}
        fetchPriority={firstSeen ? 'high' : undefined}
        decoding="async"
        draggable={false}
        className={className}
      />
    )
  return (
    <video
      src={`${output.url}#t=${POSTER_AT_SECONDS}`}
      muted
      playsInline
      preload="metadata"
      aria-hidden="true"
      tabIndex={-1}
      className={className}
    />
  )
}

function hashOf(text: string): number {
  let hash = 2166136261
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619)
  return hash >>> 0
}

const BARS = 24

/**
 * Cover art for a song without a cover: bars and colors drawn from its file's name, so each song
 * keeps its own look (reading the real waveform would fetch and decode every song on the page).
 */
export function SongCover({ seed }: { seed: string }) {
  const hash = hashOf(seed)
  const hue = hash % 360
  const heights = Array.from({ length: BARS }, (_, i) => {
    const noise = Math.imul(hash ^ (i * 2654435761), 2246822507) >>> 0
    // A song's shape: quieter at the ends, fuller in the middle.
    const envelope = Math.sin(((i + 0.5) / BARS) * Math.PI)
    return 18 + Math.round(envelope * (30 + (noise % 50)))
  })
  return (
    <span
      aria-hidden="true"
      className="flex h-full w-full items-center justify-center gap-[3%] px-[10%]"
      style={{
        backgroundImage: `linear-gradient(135deg, hsl(${hue} 60% 38%), hsl(${(hue + 60) % 360} 65% 24%))`,
      }}
    >
      {heights.map((height, i) => (
        <span
          key={i}
          className="w-[2.5%] min-w-[2px] rounded-full bg-white/75"
          style={{ height: `${height}%` }}
        />
      ))}
    </span>
  )
}
