'use client'

import dynamic from 'next/dynamic'
import { memo, useCallback, useEffect, useMemo, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { EmptyState } from '@/components/ui/empty-state'
import type { GenerationStatus } from '@/lib/api/generations'
import {
  compareEntry,
  leadOutput,
  toggleCompare,
  type CompareEntry,
} from '@/features/gallery/model/compare'
import { galleryLayout } from '@/features/gallery/model/order-shelf'
import { viewOf } from '@/features/gallery/model/view-of'
import { emptyWords } from '@/features/gallery/model/empty-words'
import {
  choicesOn,
  hasFilters,
  listQueryOf,
  matchesFilters,
  newestFirst,
} from '@/lib/media/history-filters'
import { familyOptions, typeOptions } from '@/features/gallery/model/filter-options'
import { generationView, type OutputView } from '@/lib/jobs/generation-view'
import { useGenerations } from '@/lib/queries/generations'
import { useModels } from '@/lib/queries/models'
import { preloadSearchSchemas, useModelCounts } from '@/lib/queries/search'
import { useIdle } from '@/components/ui/when-idle'
import { CollectionFilter } from './collection-filter'
import { FiltersDisclosure } from './filters-disclosure'
import { GalleryFiltersBar } from './gallery-filters-bar'
import { GallerySearchField } from './gallery-search-field'
import { useCollection } from './use-collection'
import { useGallerySelection } from './use-gallery-selection'
import { useGallerySearch } from './use-gallery-search'
import { useGalleryUrl } from './use-gallery-url'

// Premium orders on their shelf: rendered with the page, their code hydrating after it.
const OrderShelf = dynamic(() => import('@/features/gallery/order-shelf').then((m) => m.OrderShelf))

// The grid (a window virtualizer) shows only once the list is in: its code loads beside the list
// request. The dialogs (media players, wavesurfer) load on first use, off the first-load bundle; a
// detail the URL opens (a shared link, a reload) is rendered with the page, in place: it is in the
// page's HTML and its code is preloaded beside the page's.
const loadGrid = () => import('@/features/gallery/generation-grid')
const GenerationGrid = dynamic(
  () => import('@/features/gallery/generation-grid').then((m) => m.GenerationGrid),
  { ssr: false },
)
// Memoized: the gallery re-renders on every answer it reads; the detail, only when its own props
// (its record, star and compare marks) change.
const GenerationDetailDialog = memo(
  dynamic(() =>
    import('@/features/gallery/generation-detail-dialog').then((m) => m.GenerationDetailDialog),
  ),
)
// The selection's bar (boards, stars, the library, the ZIP) shows once something is chosen.
const SelectionBar = dynamic(() => import('./selection-bar').then((m) => m.SelectionBar), {
  ssr: false,
})
// The compare bar shows once two results are chosen to compare.
const CompareBar = dynamic(() => import('./compare-bar').then((m) => m.CompareBar), { ssr: false })
// What only a search shows (its count and coverage, nothing found, more results): with its first
// search, off the gallery's first load.
const loadSearchParts = () => import('./gallery-search')
const loadSearchNotes = () => import('@/components/media/search-notes')
const SearchSummary = dynamic(() => loadSearchParts().then((m) => m.SearchSummary))
const SearchEmpty = dynamic(() => loadSearchParts().then((m) => m.SearchEmpty))
const MoreResults = dynamic(() => loadSearchParts().then((m) => m.MoreResults))
const CompareDialog = dynamic(
  () => import('@/features/gallery/compare-dialog').then((m) => m.CompareDialog),
  { ssr: false },
)

/** The gallery: every generation, or one board's (`boardId`) on the board's own page. */
export function GalleryScreen({ boardId }: { boardId?: string } = {}) {
  const url = useGalleryUrl()
  const { filters, viewId, openItem } = url
  const collection = useMemo(
    () => (boardId ? { ...url.collection, board: boardId } : url.collection),
    [boardId, url.collection],
  )
  // Words or a model (a family, which the history cannot filter by) search the index instead.
  const searching = useGallerySearch(filters)
  const browse = useMemo(() => ({ ...filters, model: '' }), [filters])
  const history = useGenerations(listQueryOf(browse))
  const { data, isPending } = history
  const error = searching.active ? searching.found.error : history.error
  const catalog = useModels().data?.models
  const modelCounts = useModelCounts().data?.models
  const [compare, setCompare] = useState<CompareEntry[]>([])
  const [comparing, setComparing] = useState(false)

  const listed = useMemo(
    () => (searching.active ? searching.records : (data?.generations ?? [])),
    [searching.active, searching.records, data],
  )
  const kept = useCollection(collection, listed)
  const records = useMemo(
    () => (searching.active ? listed : [...listed, ...kept.extraRecords]),
    [searching.active, listed, kept.extraRecords],
  )
  const generations = useMemo(
    () =>
      newestFirst(
        records.filter((r) => matchesFilters(r, browse) && (!kept.keep || kept.keep.has(r.id))),
      ).map(viewOf),
    [records, browse, kept.keep],
  )
  const layout = useMemo(
    () => galleryLayout(generations, filters.type),
    [generations, filters.type],
  )
  const order = useMemo(() => layout.tiles.map((g) => g.id), [layout.tiles])
  const selection = useGallerySelection(order, !viewId && !comparing)
  const chosen = useMemo(
    () => layout.tiles.filter((g) => selection.selectedIds.has(g.id)),
    [layout.tiles, selection.selectedIds],
  )
  const starredIds = useMemo(() => new Set(kept.stars.map((s) => s.id)), [kept.stars])
  const compareKeys = useMemo(() => new Set(compare.map((e) => e.key)), [compare])

  const toggleOutput = useCallback((record: GenerationStatus, output: OutputView) => {
    setCompare((entries) => toggleCompare(entries, compareEntry(generationView(record), output)))
  }, [])
  const compareChosen = useCallback(() => {
    const entries = chosen.flatMap((g) => {
      const output = leadOutput(g)
      return output ? [compareEntry(g, output)] : []
    })
    if (entries.length < 2) return
    setCompare(entries)
    setComparing(true)
  }, [chosen])
  const onOpen = useCallback((id: string) => openItem(id), [openItem])
  const onClose = useCallback(() => openItem(null), [openItem])
  useEffect(() => void loadGrid(), [])
  // Once the first screen is drawn and the page idle, the code a first search needs is read, so
  // its draw is not also the code's evaluation (docs/performance.md, "The gallery's draws").
  const idle = useIdle()
  useEffect(() => {
    if (!idle) return
    void loadSearchParts()
    void loadSearchNotes()
    preloadSearchSchemas()
  }, [idle])
  // A detail the URL opens (a shared link, a reload) is what the page is for: the grid behind it
  // and the order shelf's posters are drawn once the detail is first closed, so their pictures do
  // not compete with the detail's media on a slow network nor paint over the page's first look
  // (docs/performance.md, "A detail opened by its URL"). Opened from the grid, a detail leaves
  // the grid as it is.
  const [gridShown, setGridShown] = useState(!viewId)
  if (!gridShown && !viewId) setGridShown(true)

  const waiting = (searching.active ? searching.found.isPending : isPending) || kept.isPending
  const [emptyTitle, emptyBody] = emptyWords(
    hasFilters(filters),
    Boolean(collection.board),
    collection.starred,
  )
  return (
    <>
      <div className="space-y-gutter">
        <GallerySearchField q={searching.q} onSearch={searching.setQuery} />
        <FiltersDisclosure active={choicesOn(filters, collection, Boolean(boardId))}>
          <GalleryFiltersBar
            filters={filters}
            models={familyOptions(catalog ?? [], modelCounts ?? [], filters.model)}
            types={typeOptions(catalog ?? [], records, filters.type)}
            onChange={url.setFilters}
          />
          <CollectionFilter
            collection={collection}
            boardFixed={Boolean(boardId)}
            onChange={url.setCollection}
          />
        </FiltersDisclosure>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {searching.active ? (
            <SearchSummary found={searching.found} />
          ) : waiting ? (
            'Loading your generations…'
          ) : (
            `${layout.tiles.length} ${layout.tiles.length === 1 ? 'generation' : 'generations'}, newest first`
          )}
          {!searching.active && data && data.count >= data.limit && !kept.keep
            ? ` (the latest ${data.limit})`
            : ''}
        </p>
        {chosen.length > 0 ? (
          <SelectionBar
            chosen={chosen}
            boardId={boardId}
            onCompare={compareChosen}
            onClear={selection.clear}
          />
        ) : null}
        {compare.length ? (
          <CompareBar
            entries={compare}
            onCompare={() => setComparing(true)}
            onClear={() => setCompare([])}
          />
        ) : null}
        {boardId ? null : (
          <OrderShelf orders={layout.orders} waiting={layout.waiting} postersShown={gridShown} />
        )}
        {error ? <Alert>Could not load your generations: {error.message}</Alert> : null}
        {kept.boardError ? (
          <Alert>Could not load this board: {kept.boardError.message}</Alert>
        ) : !waiting && !error && layout.tiles.length === 0 && layout.orders.length === 0 ? (
          searching.active ? (
            <SearchEmpty
              q={searching.q}
              filtered={choicesOn(filters, collection, Boolean(boardId)) > 0}
              onClearSearch={() => searching.setQuery('')}
              onClearAll={searching.clearAll}
            />
          ) : (
            <EmptyState title={emptyTitle}>{emptyBody}</EmptyState>
          )
        ) : gridShown ? (
          <GenerationGrid
            generations={layout.tiles}
            selectedIds={selection.selectedIds}
            starredIds={starredIds}
            onOpen={onOpen}
            onSelect={selection.select}
          />
        ) : null}
        {searching.active ? <MoreResults found={searching.found} /> : null}
      </div>
      {viewId ? (
        <GenerationDetailDialog
          id={viewId}
          listed={records.find((r) => r.id === viewId)}
          compareKeys={compareKeys}
          starred={starredIds.has(viewId)}
          onToggleCompare={toggleOutput}
          onClose={onClose}
        />
      ) : null}
      {comparing && compare.length >= 2 ? (
        <CompareDialog entries={compare} onClose={() => setComparing(false)} />
      ) : null}
    </>
  )
}
