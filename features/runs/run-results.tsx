'use client'

import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { Link } from '@/components/ui/link'
import { generationView, type GenerationView } from '@/lib/jobs/generation-view'
import { generationsQueryOptions } from '@/lib/queries/generations'
import type { ModelNamer } from '@/lib/queries/model-names'
import type { RunAnswer, RunItemView } from '@/lib/studio-api/runs'
import { isGoing } from './api/runs'
import { itemStateWords } from './model/progress-words'

/** One item's place in its cell: its output once made, else where it stands, in words. */
function ItemTile({ item, made }: { item: RunItemView; made: GenerationView | undefined }) {
  const output = made?.outputs[0]
  const picture = output?.thumbnailUrl ?? (output?.kind === 'image' ? output.url : null)
  // The history's word wins: a job the server stopped following (a run cancelled) still shows.
  const done = item.state === 'completed' || made?.phase === 'completed'
  if (done && output && item.jobId) {
    return (
      <Link
        href={`/gallery?view=${encodeURIComponent(item.jobId)}`}
        className="block overflow-hidden rounded-md bg-surface-muted"
        aria-label={`Variation ${item.copy}: open it in the gallery`}
      >
        {picture ? (
          // eslint-disable-next-line @next/next/no-img-element -- a CDN thumbnail
          <img src={picture} alt="" className="aspect-square w-full object-cover" loading="lazy" />
        ) : (
          <span className="flex aspect-square items-center justify-center text-xs text-ink-muted">
            {output.kind === 'video' ? 'Video' : 'Open'}
          </span>
        )}
      </Link>
    )
  }
  return (
    <div
      className="flex aspect-square flex-col items-center justify-center gap-1 rounded-md bg-surface-muted p-2 text-center text-xs text-ink-muted"
      title={item.reason ?? undefined}
    >
      <span
        className={item.state === 'failed' || item.state === 'refused' ? 'text-danger' : undefined}
      >
        {itemStateWords(item.state)}
      </span>
      {item.reason ? <span className="line-clamp-3">{item.reason}</span> : null}
    </div>
  )
}

/**
 * The run's results as one group: a row per prompt, a column per model, each cell its
 * variations. Outputs come from one read of the history (never one read per job).
 */
export function RunResults({ answer, nameOf }: { answer: RunAnswer; nameOf: ModelNamer }) {
  const going = isGoing(answer.run)
  const history = useQuery({
    ...generationsQueryOptions(),
    enabled: answer.items.some((i) => i.jobId),
    refetchInterval: going ? 10_000 : false,
  })
  // An item just done is looked up at once, not at the next read: its result shows as it ends.
  const done = answer.items.filter((i) => i.state === 'completed').length
  const { refetch } = history
  useEffect(() => {
    if (done) void refetch()
  }, [done, refetch])
  const made = useMemo(
    () => new Map((history.data?.generations ?? []).map((g) => [g.id, generationView(g)])),
    [history.data],
  )
  const cellItems = (row: number, column: number) =>
    answer.items.filter((i) => i.row === row && i.column === column)
  return (
    <div className="overflow-x-auto rounded-card border border-line">
      {/* Every model's column as wide as the others, wide enough for a result to be seen; a
          phone scrolls the grid sideways rather than squeezing the prompts. */}
      <table
        className="w-full table-fixed border-collapse text-sm"
        style={{ minWidth: `${9 + answer.columns.length * 10}rem` }}
      >
        <caption className="sr-only">Results: each prompt on each model</caption>
        <thead>
          <tr className="bg-surface-muted text-left">
            <th scope="col" className="w-36 px-3 py-2 font-medium text-ink sm:w-56">
              Prompt
            </th>
            {answer.columns.map((model) => (
              <th key={model} scope="col" className="px-3 py-2 font-medium text-ink">
                {nameOf(model)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {answer.rows.map((row, r) => (
            <tr key={r} className="border-t border-line align-top">
              <th scope="row" className="px-3 py-2 text-left font-normal text-ink">
                <span className="block text-xs text-ink-muted">{row.label}</span>
                <span className="line-clamp-4 break-words">{row.prompt}</span>
              </th>
              {answer.columns.map((model, c) => (
                <td key={model} className="px-3 py-2">
                  <ul className="grid grid-cols-[repeat(auto-fit,minmax(8rem,15rem))] gap-2">
                    {cellItems(r, c).map((item) => (
                      <li key={item.index}>
                        <ItemTile
                          item={item}
                          made={item.jobId ? made.get(item.jobId) : undefined}
                        />
                      </li>
                    ))}
                  </ul>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
