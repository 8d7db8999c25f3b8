'use client'

import { useQuery } from '@tanstack/react-query'
import dynamic from 'next/dynamic'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { generationView } from '@/lib/jobs/generation-view'
import { useStars } from '@/lib/queries/boards'
import { generationsQueryOptions } from '@/lib/queries/generations'
import type { ModelNamer } from '@/lib/queries/model-names'
import type { RunAnswer } from '@/lib/studio-api/runs'
import { isGoing } from '@/lib/studio-api/runs'
import { madeResults, resultName, type MadeResult } from './model/run-outputs'
import { RunKeepBar } from './run-keep-bar'
import { MadeTile, WaitingTile } from './run-result-tile'

// The lightbox (its players) loads at the first opening, never with the run's page.
const RunLightbox = dynamic(() => import('./run-lightbox').then((m) => m.RunLightbox), {
  ssr: false,
})

/**
 * The run's results as one group: a row per prompt, a column per model, each cell its
 * variations. Each made one opens full size in the lightbox; chosen ones are downloaded as one
 * ZIP, starred or added to a board. Outputs come from one read of the history (never one read
 * per job).
 */
export function RunResults({ answer, nameOf }: { answer: RunAnswer; nameOf: ModelNamer }) {
  const going = isGoing(answer.run)
  const history = useQuery({
    ...generationsQueryOptions(),
    enabled: answer.items.some((i) => i.jobId),
    refetchInterval: going ? 10_000 : false,
  })
  const stars = useStars()
  // An item just done is looked up at once, not at the next read: its result shows as it ends.
  const done = answer.items.filter((i) => i.state === 'completed').length
  const { refetch } = history
  useEffect(() => {
    if (done) void refetch()
  }, [done, refetch])
  const results = useMemo(() => {
    const made = new Map(
      (history.data?.generations ?? []).map((g) => [g.id, generationView(g)] as const),
    )
    return madeResults(answer.items, made)
  }, [history.data, answer.items])
  const byItem = useMemo(() => new Map(results.map((r) => [r.item.index, r])), [results])
  const starredIds = useMemo(
    () => new Set((stars.data?.stars ?? []).map((s) => s.id)),
    [stars.data],
  )
  const [chosenIds, setChosenIds] = useState<ReadonlySet<string>>(new Set())
  const [open, setOpen] = useState<number | null>(null)
  const chosen = results.filter((r) => chosenIds.has(r.view.id))
  const choose = (id: string, on: boolean) =>
    setChosenIds((ids) => {
      const next = new Set(ids)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const nameOfResult = useCallback(
    (r: MadeResult) => resultName(answer, r.item, nameOf),
    [answer, nameOf],
  )
  const cellItems = (row: number, column: number) =>
    answer.items.filter((i) => i.row === row && i.column === column)
  return (
    <div className="space-y-3">
      <RunKeepBar
        chosen={chosen}
        made={results.length}
        nameOf={nameOfResult}
        onChooseAll={() => setChosenIds(new Set(results.map((r) => r.view.id)))}
        onClear={() => setChosenIds(new Set())}
      />
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
                      {cellItems(r, c).map((item) => {
                        const result = byItem.get(item.index)
                        return (
                          <li key={item.index}>
                            {result ? (
                              <MadeTile
                                result={result}
                                name={nameOfResult(result)}
                                chosen={chosenIds.has(result.view.id)}
                                onChoose={(on) => choose(result.view.id, on)}
                                onOpen={() => setOpen(results.indexOf(result))}
                              />
                            ) : (
                              <WaitingTile item={item} runState={answer.run.state} />
                            )}
                          </li>
                        )
                      })}
                    </ul>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open !== null ? (
        <RunLightbox
          results={results}
          index={open}
          nameOf={nameOfResult}
          modelNameOf={nameOf}
          starredIds={starredIds}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  )
}
