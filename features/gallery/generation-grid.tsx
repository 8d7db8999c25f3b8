'use client'

import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useCallback, useMemo, useRef } from 'react'
import { leadOutput } from '@/features/gallery/model/compare'
import { justifiedRows, tileRatio } from '@/features/gallery/model/justified-rows'
import type { GenerationView } from '@/lib/jobs/generation-view'
import { useModelName } from '@/lib/queries/model-names'
import { GenerationTile } from './generation-tile'
import { madeWith } from './generation-title'
import { useListPlacement } from './use-list-placement'

const GAP = 8

interface GenerationGridProps {
  generations: GenerationView[]
  selectedIds: ReadonlySet<string>
  starredIds: ReadonlySet<string>
  onOpen: (id: string) => void
  onSelect: (id: string, shift: boolean) => void
}

/** Sizes are known before any file is published or loaded, so tiles never change shape. */
function ratioOf(generation: GenerationView): number {
  const output = leadOutput(generation) ?? generation.outputs[0]
  return output?.kind === 'audio' ? 1 : tileRatio(output?.width, output?.height)
}

/**
 * The history as justified rows, virtualized against the window scroll: only the rows near the
 * viewport are in the DOM, and every row's height is computed up front from width/height.
 */
export function GenerationGrid({
  generations,
  selectedIds,
  starredIds,
  onOpen,
  onSelect,
}: GenerationGridProps) {
  const listRef = useRef<HTMLDivElement>(null)
  const modelName = useModelName()
  const { width, top: offsetTop } = useListPlacement(listRef)
  const targetHeight = width < 640 ? 150 : 220
  // No rows before the list is laid out: a layout for no width would be drawn and thrown away.
  const rows = useMemo(
    () =>
      width > 0 ? justifiedRows(generations.map(ratioOf), { width, targetHeight, gap: GAP }) : [],
    [generations, width, targetHeight],
  )
  // A new key function with each layout makes the virtualizer place the rows again in this same
  // render (its positions are cached by the key function); measure() in an effect re-rendered the
  // grid a second time, synchronously.
  const rowKey = useCallback((index: number) => rows[index]?.start ?? index, [rows])
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.height ?? targetHeight) + GAP,
    getItemKey: rowKey,
    // One row beyond each edge of the screen: each row more is six tiles more to lay out and paint
    // at every change of the list (a search, a filter), for rows whose heights are known anyway.
    overscan: 1,
    scrollMargin: offsetTop,
  })

  return (
    <div
      ref={listRef}
      role="list"
      aria-label="Generations"
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((virtualRow) => {
        const row = rows[virtualRow.index]
        if (!row) return null
        return (
          <div
            key={virtualRow.key}
            role="none"
            className="absolute left-0 top-0 flex w-full"
            style={{
              gap: GAP,
              height: row.height,
              transform: `translateY(${virtualRow.start - offsetTop}px)`,
            }}
          >
            {row.widths.map((tileWidth, column) => {
              const index = row.start + column
              const generation = generations[index]
              if (!generation) return null
              return (
                <GenerationTile
                  key={generation.id}
                  generation={generation}
                  width={tileWidth}
                  height={row.height}
                  position={index + 1}
                  total={generations.length}
                  selected={selectedIds.has(generation.id)}
                  starred={starredIds.has(generation.id)}
                  madeWith={madeWith(generation, modelName)}
                  onOpen={onOpen}
                  onSelect={onSelect}
                />
              )
            })}
          </div>
        )
      })}
    </div>
  )
}
