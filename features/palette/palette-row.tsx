import type { PaletteCommand } from '@/features/palette/model/palette-source'

/** A kind's mark where a result has no picture (a song, speech, stems): drawn, not a glyph. */
function KindMark({ kind }: { kind: 'image' | 'video' | 'audio' | 'other' }) {
  const path =
    kind === 'audio'
      ? 'M9 3v9.5a2.5 2.5 0 1 1-1.5-2.3V5.5l7-1.5v7a2.5 2.5 0 1 1-1.5-2.3V2z'
      : kind === 'video'
        ? 'M3 5h10v10H3zM13 8.5l4-2.5v8l-4-2.5z'
        : 'M3 4h14v12H3zM5 13l3.5-4 2.5 3 2-2 2 3z'
  return (
    <svg aria-hidden viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
      <path d={path} />
    </svg>
  )
}

/** What a row of the palette shows: a picture for a result, its words, a line of detail, a hint. */
export function PaletteRow({ command }: { command: PaletteCommand }) {
  return (
    <>
      {command.picture ? (
        <span className="flex h-10 w-10 shrink-0 items-center justify-center overflow-hidden rounded bg-surface-muted text-ink-muted">
          {command.picture.url ? (
            // A small poster from the service's CDN: next/image would send it through the studio.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={command.picture.url}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              decoding="async"
              className="h-10 w-10 object-cover"
            />
          ) : (
            <KindMark kind={command.picture.kind} />
          )}
        </span>
      ) : null}
      <span className="min-w-0 flex-1">
        <span className="block truncate">{command.label}</span>
        {command.detail ? (
          <span className="block truncate text-xs opacity-80">{command.detail}</span>
        ) : null}
      </span>
      {command.hint ? <span className="shrink-0 text-xs opacity-80">{command.hint}</span> : null}
    </>
  )
}
