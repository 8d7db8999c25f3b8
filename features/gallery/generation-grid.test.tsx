// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GenerationView } from '@/lib/jobs/generation-view'
import { justifiedRows } from '@/features/gallery/model/justified-rows'
import { modelsQueryOptions } from '@/lib/queries/models'
import { GenerationGrid } from './generation-grid'

afterEach(cleanup)

// The placement the browser would report, set by each test.
const placement = vi.hoisted(() => ({ width: 0, top: 0 }))
vi.mock('./use-list-placement', () => ({ useListPlacement: () => ({ ...placement }) }))
vi.mock('./generation-tile', () => ({
  GenerationTile: ({ madeWith }: { madeWith: string }) => <div role="listitem">{madeWith}</div>,
}))

const GAP = 8
/** Square outputs: every tile's ratio is 1. */
const generations = Array.from(
  { length: 9 },
  (_, n) =>
    ({
      id: `g${n}`,
      outputs: [{ kind: 'image', width: 1024, height: 1024 }],
    }) as unknown as GenerationView,
)
// The grid names the tiles' models from the catalog: one client for every render of a test.
const client = new QueryClient()
const grid = () => (
  <QueryClientProvider client={client}>
    <GenerationGrid
      generations={generations}
      selectedIds={new Set()}
      starredIds={new Set()}
      onOpen={() => {}}
      onSelect={() => {}}
    />
  </QueryClientProvider>
)
/** Each drawn row's offset (its translateY) and height. */
function drawnRows() {
  const list = screen.getByRole('list', { name: 'Generations' })
  return [...list.children].map((row) => {
    const style = (row as HTMLElement).style
    return [
      Number(/translateY\((-?[\d.]+)px\)/.exec(style.transform)?.[1]),
      parseFloat(style.height),
    ]
  })
}
/** Where the rows belong at a width: each starts where the one before it ends, plus the gap. */
function expectedRows(width: number) {
  let offset = 0
  return justifiedRows(Array(generations.length).fill(1), {
    width,
    targetHeight: 220,
    gap: GAP,
  }).map((row) => {
    const placed = [offset, row.height]
    offset += row.height + GAP
    return placed
  })
}

describe('the gallery grid', () => {
  it('draws nothing before the list has a width', () => {
    Object.assign(placement, { width: 0, top: 0 })
    render(grid())
    expect(drawnRows()).toEqual([])
  })

  it('places its rows again in the render that brings a new width', () => {
    Object.assign(placement, { width: 1000, top: 300 })
    const { rerender } = render(grid())
    expect(drawnRows()).toEqual(expectedRows(1000))
    // A few pixels narrower: as many rows, each a little lower.
    expect(expectedRows(990)).toHaveLength(expectedRows(1000).length)
    expect(expectedRows(990)).not.toEqual(expectedRows(1000))
    Object.assign(placement, { width: 990 })
    rerender(grid())
    expect(drawnRows()).toEqual(expectedRows(990))
  })

  it("names each tile's model as the catalog does, read once for the whole grid", () => {
    Object.assign(placement, { width: 1000, top: 0 })
    const catalog = new QueryClient()
    catalog.setQueryData(modelsQueryOptions().queryKey, {
      models: [
        {
          model_id: 'wan-2.5',
          display_name: 'Wan Cinema',
          model_type: 'video',
          cost_per_generation: 5,
        },
      ],
      total_count: 1,
    })
    const made = [{ ...generations[0], model: 'wan-2.5', generationType: 'text-to-video' }]
    render(
      <QueryClientProvider client={catalog}>
        <GenerationGrid
          generations={made as GenerationView[]}
          selectedIds={new Set()}
          starredIds={new Set()}
          onOpen={() => {}}
          onSelect={() => {}}
        />
      </QueryClientProvider>,
    )
    expect(screen.getByRole('listitem')).toHaveTextContent('Wan Cinema · Text to video')
  })
})
