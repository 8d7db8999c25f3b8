'use client'

import { Layers } from 'lucide-react'
import { Link } from '@/components/ui/link'
import { LocalDateTime } from '@/components/ui/local-date-time'
import { generationView } from '@/lib/jobs/generation-view'
import { useModelName, type ModelNamer } from '@/lib/queries/model-names'
import type { RunListed } from '@/lib/studio-api/runs'
import type { FeedEntry, RunGroupCell } from './model/feed-entries'
import { runHome } from '@/lib/jobs/job-links'

type RunGroup = Extract<FeedEntry, { kind: 'group' }>

const STATE_WORDS: Record<RunListed['state'], string> = {
  running: 'Going',
  paused: 'Paused',
  stopped: 'Stopped',
  done: 'Finished',
}

/** A cell's name: its prompt's label, its model and its variation ("Prompt 2 · Imagen 4 · 3"). */
function cellName(batch: RunListed, cell: RunGroupCell, modelName: ModelNamer): string {
  const row = batch.rowLabels[cell.row] || `Prompt ${cell.row + 1}`
  const model = batch.columns[cell.column]
  return [row, model ? modelName(model) : null, `variation ${cell.copy}`]
    .filter(Boolean)
    .join(' · ')
}

function GroupTile({
  cell,
  name,
  onOpen,
}: {
  cell: RunGroupCell
  name: string
  onOpen: (jobId: string, outputId: string) => void
}) {
  const view = cell.member?.listed ? generationView(cell.member.listed) : null
  const output = view?.phase === 'completed' ? view.outputs.find((o) => o.url) : undefined
  if (!output) {
    const failed = view?.phase === 'failed' || view?.phase === 'cancelled'
    return (
      <div
        title={name}
        className="flex aspect-square items-center justify-center rounded-md bg-surface-muted p-1 text-center text-caption text-ink-muted"
      >
        <span className={failed ? 'text-danger' : undefined}>{failed ? 'Failed' : 'Making…'}</span>
      </div>
    )
  }
  const picture = output.thumbnailUrl ?? (output.kind === 'image' ? output.url : null)
  return (
    <button
      type="button"
      title={name}
      aria-label={`${name}: open it full size`}
      onClick={() => onOpen(cell.jobId, output.id)}
      className="block overflow-hidden rounded-md bg-surface-muted focus-visible:ring-2 focus-visible:ring-accent"
    >
      {picture ? (
        // eslint-disable-next-line @next/next/no-img-element -- a CDN thumbnail
        <img src={picture} alt="" className="aspect-square w-full object-cover" loading="lazy" />
      ) : (
        <span className="flex aspect-square items-center justify-center text-caption text-ink-muted">
          {output.kind === 'audio' ? 'Audio' : 'Video'}
        </span>
      )}
    </button>
  )
}

/**
 * A batch run on Create's feed: its results together, prompt by prompt and model by model, each
 * opening full size in the feed's lightbox, how far it has come, and a link to the run's own page
 * (keep the best, a ZIP of all: docs/runs.md).
 */
export function RunGroupCard({
  group,
  onOpen,
}: {
  group: RunGroup
  onOpen: (jobId: string, outputId: string) => void
}) {
  const { batch, cells } = group
  const modelName = useModelName()
  // Each tile says where it sits when the run has several prompts or models (its full name is
  // its button's): "Prompt 2 · Imagen 4".
  const caption = (cell: RunGroupCell) =>
    [
      batch.rowLabels.length > 1 ? batch.rowLabels[cell.row] || `Prompt ${cell.row + 1}` : null,
      batch.columns.length > 1 ? modelName(batch.columns[cell.column]) : null,
    ]
      .filter(Boolean)
      .join(' · ')
  const toCome = Math.max(0, batch.items - cells.length)
  return (
    <article
      aria-label={`Run: ${batch.title}`}
      className="flex min-w-0 flex-col gap-3 lg:flex-row lg:items-start lg:gap-5"
    >
      <div className="w-full min-w-0 space-y-2 lg:flex-1">
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5">
          {cells.map((cell) => (
            <li key={cell.jobId} className="min-w-0 space-y-1">
              <GroupTile cell={cell} name={cellName(batch, cell, modelName)} onOpen={onOpen} />
              {caption(cell) ? (
                <p aria-hidden className="truncate text-caption text-ink-muted">
                  {caption(cell)}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
        {toCome > 0 && batch.state !== 'stopped' ? (
          <p className="text-caption text-ink-muted">
            {toCome === 1 ? 'One more to come' : `${toCome} more to come`}
          </p>
        ) : null}
      </div>
      <div className="min-w-0 space-y-1 lg:w-[var(--words-room)] lg:shrink-0">
        <p className="flex items-center gap-1.5 text-caption font-medium text-ink-muted">
          <Layers aria-hidden className="size-4 shrink-0" />A run of {batch.items}
        </p>
        <p className="line-clamp-4 break-words text-body text-ink [overflow-wrap:anywhere]">
          {batch.title}
        </p>
        <p className="text-caption text-ink-muted">
          <span aria-live="polite">
            {STATE_WORDS[batch.state]} · {batch.settled} of {batch.items} done
          </span>
          {' · '}
          <LocalDateTime at={batch.createdAt} />
        </p>
        {batch.columns.length > 1 ? (
          <p className="break-words text-caption text-ink-muted">
            {batch.columns.map((model) => modelName(model)).join(' · ')}
          </p>
        ) : null}
        <p className="pt-1">
          <Link href={runHome(batch.id)} className="text-sm font-medium text-accent underline">
            Open the run
          </Link>
        </p>
      </div>
    </article>
  )
}
