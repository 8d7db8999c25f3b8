'use client'

import dynamic from 'next/dynamic'
import type { RunItemView, RunSummary } from '@/lib/studio-api/runs'
import type { MadeResult } from './model/run-outputs'
import { itemStateWords } from './model/progress-words'

type RunState = RunSummary['state']

// The players load with the first song or speech a run shows: a run of pictures never loads them
// (docs/performance.md, "What a page loads first"). Their room is kept while they come.
const AudioTileBody = dynamic(() => import('./run-audio-tile').then((m) => m.AudioTileBody), {
  ssr: false,
  loading: () => <div className="h-40" />,
})

interface MadeTileProps {
  result: MadeResult
  name: string
  chosen: boolean
  onChoose: (chosen: boolean) => void
  onOpen: () => void
}

/** A made result in its cell: it opens full size, and a box in its corner chooses it to keep. */
export function MadeTile({ result, name, chosen, onChoose, onOpen }: MadeTileProps) {
  const { output } = result
  const picture = output.thumbnailUrl ?? (output.kind === 'image' ? output.url : null)
  return (
    <div
      className={`relative overflow-hidden rounded-md bg-surface-muted ${chosen ? 'ring-2 ring-accent' : ''}`}
    >
      {output.kind === 'audio' ? (
        // Songs and speech play where they are: nothing to open full size.
        <AudioTileBody outputs={result.view.outputs} name={name} />
      ) : (
        <OpenButton picture={picture} kind={output.kind} name={name} onOpen={onOpen} />
      )}
      <label className="absolute left-1 top-1 inline-flex size-7 items-center justify-center rounded-md bg-black/60">
        <input
          type="checkbox"
          className="size-4 accent-accent"
          checked={chosen}
          onChange={(e) => onChoose(e.target.checked)}
          aria-label={`Choose ${name}`}
        />
      </label>
    </div>
  )
}

function OpenButton({
  picture,
  kind,
  name,
  onOpen,
}: {
  picture: string | null
  kind: string
  name: string
  onOpen: () => void
}) {
  return (
    <>
      <button
        type="button"
        onClick={onOpen}
        className="block w-full"
        aria-label={`${name}: open it full size`}
      >
        {picture ? (
          // eslint-disable-next-line @next/next/no-img-element -- a CDN thumbnail
          <img src={picture} alt="" className="aspect-square w-full object-cover" loading="lazy" />
        ) : (
          <span className="flex aspect-square items-center justify-center text-xs text-ink-muted">
            {kind === 'video' ? 'Video' : 'Open'}
          </span>
        )}
      </button>
    </>
  )
}

/** An item not made (yet): where it stands, in words, and why when it failed or was refused. */
export function WaitingTile({ item, runState }: { item: RunItemView; runState: RunState }) {
  return (
    <div
      className="flex aspect-square flex-col items-center justify-center gap-1 rounded-md bg-surface-muted p-2 text-center text-xs text-ink-muted"
      title={item.reason ?? undefined}
    >
      <span
        className={item.state === 'failed' || item.state === 'refused' ? 'text-danger' : undefined}
      >
        {itemStateWords(item.state, runState)}
      </span>
      {item.reason ? <span className="line-clamp-3">{item.reason}</span> : null}
    </div>
  )
}
