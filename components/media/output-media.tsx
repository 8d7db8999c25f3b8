import type { OutputView } from '@/lib/jobs/generation-view'
import { AudioWaveform } from './audio-waveform'

/** An output at full size: image, playable video or audio with its waveform. */
export function OutputMedia({ output, label }: { output: OutputView; label: string }) {
  if (!output.url) {
    return (
      <div className="flex h-40 items-center justify-center rounded-md bg-surface-muted text-sm text-ink-muted">
        Publishing — the file is on its way to the CDN.
      </div>
    )
  }
  const ratio = output.width && output.height ? `${output.width} / ${output.height}` : undefined
  if (output.kind === 'video') {
    return (
      // eslint-disable-next-line jsx-a11y/media-has-caption -- the service delivers no caption tracks
      <video
        src={output.url}
        poster={output.thumbnailUrl ?? undefined}
        controls
        playsInline
        aria-label={label}
        className="max-h-[60vh] w-full rounded-md bg-black object-contain"
        style={{ aspectRatio: ratio }}
      />
    )
  }
  if (output.kind === 'audio') return <AudioWaveform url={output.url} label={label} />
  if (output.kind === 'other') {
    return (
      <p className="text-sm text-ink-muted">No preview for this file type; open or download it.</p>
    )
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a CDN file, sized from its record
    <img
      src={output.url}
      alt={label}
      // As wide as its column, as tall as the record says: the room is kept while the file loads.
      width={output.width ?? undefined}
      height={output.height ?? undefined}
      className="mx-auto h-auto max-h-[60vh] w-full rounded-md object-contain"
      style={{ aspectRatio: ratio }}
    />
  )
}
