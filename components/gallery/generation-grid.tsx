'use client'

import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import { leadOutput } from '@/lib/gallery/compare'
import { justifiedRows, tileRatio } from '@/lib/gallery/justified-rows'
import type { GenerationView } from '@/lib/jobs/generation-view'
import { GenerationTile } from './generation-tile'
import { useElementWidth } from './use-element-width'

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
  const width = useElementWidth(listRef)
  const [offsetTop, setOffsetTop] = useState(0)
  const targetHeight = width < 640 ? 150 : 220
  const rows = useMemo(
    () => justifiedRows(generations.map(ratioOf), { width, targetHeight, gap: GAP }),
    [generations, width, targetHeight],
  )
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.height ?? targetHeight) + GAP,
    overscan: 3,
    scrollMargin: offsetTop,
  })

  useLayoutEffect(() => {
    setOffsetTop((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY)
    virtualizer.measure()
  }, [rows, virtualizer])

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
