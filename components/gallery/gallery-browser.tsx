'use client'

import dynamic from 'next/dynamic'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { EmptyState } from '@/components/ui/empty-state'
import type { GenerationStatus } from '@/lib/api/generations'
import { compareEntry, leadOutput, toggleCompare, type CompareEntry } from '@/lib/gallery/compare'
import { galleryLayout } from '@/lib/gallery/order-shelf'
import { hasFilters, listQueryOf, matchesFilters, newestFirst } from '@/lib/gallery/filters'
import { modelOptions, typeOptions } from '@/lib/gallery/filter-options'
import { generationView, type GenerationView, type OutputView } from '@/lib/jobs/generation-view'
import { useGenerations } from '@/lib/queries/generations'
import { useModels } from '@/lib/queries/models'
import { OrderShelf } from '@/components/gallery/order-shelf'
import { CompareBar } from './compare-bar'
import { GalleryFiltersBar } from './gallery-filters-bar'
import { useGalleryUrl } from './use-gallery-url'

// The grid (a window virtualizer) shows only once the list is in: its code loads beside the list
// request. The dialogs (Radix, media players, wavesurfer) load on first use, off the first-load bundle.
const loadGrid = () => import('@/components/gallery/generation-grid')
const GenerationGrid = dynamic(
  () => import('@/components/gallery/generation-grid').then((m) => m.GenerationGrid),
  { ssr: false },
)
const GenerationDetailDialog = dynamic(
  () =>
    import('@/components/gallery/generation-detail-dialog').then((m) => m.GenerationDetailDialog),
  { ssr: false },
)
const CompareDialog = dynamic(
  () => import('@/components/gallery/compare-dialog').then((m) => m.CompareDialog),
  { ssr: false },
)

export function GalleryBrowser() {
  const { filters, viewId, setFilters, openItem } = useGalleryUrl()
  const { data, error, isPending } = useGenerations(listQueryOf(filters))
  const catalog = useModels().data?.models
  const [compare, setCompare] = useState<CompareEntry[]>([])
  const [comparing, setComparing] = useState(false)

  const records = useMemo(() => data?.generations ?? [], [data])
  const generations = useMemo(
    () => newestFirst(records.filter((r) => matchesFilters(r, filters))).map(generationView),
    [records, filters],
  )
  const layout = useMemo(
    () => galleryLayout(generations, filters.type),
    [generations, filters.type],
  )
  const compareIds = useMemo(() => new Set(compare.map((e) => e.generation.id)), [compare])
  const compareKeys = useMemo(() => new Set(compare.map((e) => e.key)), [compare])

  const toggleTile = useCallback((generation: GenerationView) => {
    const output = leadOutput(generation)
    if (output) setCompare((entries) => toggleCompare(entries, compareEntry(generation, output)))
  }, [])
  const toggleOutput = useCallback((record: GenerationStatus, output: OutputView) => {
    setCompare((entries) => toggleCompare(entries, compareEntry(generationView(record), output)))
  }, [])
  const onOpen = useCallback((id: string) => openItem(id), [openItem])
  useEffect(() => void loadGrid(), [])

  return (
    <div className="space-y-gutter">
      <GalleryFiltersBar
        filters={filters}
        models={modelOptions(catalog ?? [], records, filters.model)}
        types={typeOptions(catalog ?? [], records, filters.type)}
        onChange={setFilters}
      />
      <p className="text-sm text-ink-muted" aria-live="polite">
        {isPending
          ? 'Loading your generations…'
          : `${layout.tiles.length} ${layout.tiles.length === 1 ? 'generation' : 'generations'}, newest first`}
        {data && data.count >= data.limit ? ` (the latest ${data.limit})` : ''}
      </p>
      <CompareBar
        entries={compare}
        onCompare={() => setComparing(true)}
        onClear={() => setCompare([])}
      />
      <OrderShelf orders={layout.orders} waiting={layout.waiting} />
      {error ? <Alert>Could not load your generations: {error.message}</Alert> : null}
      {!isPending && !error && layout.tiles.length === 0 && layout.orders.length === 0 ? (
        <EmptyState
          title={hasFilters(filters) ? 'Nothing matches these filters' : 'No generations yet'}
        >
          {hasFilters(filters)
            ? 'Try another status, model or type.'
            : 'Jobs you start on the Create page show here.'}
        </EmptyState>
      ) : (
        <GenerationGrid
          generations={layout.tiles}
          compareIds={compareIds}
          onOpen={onOpen}
          onToggleCompare={toggleTile}
        />
      )}
      {viewId ? (
        <GenerationDetailDialog
          id={viewId}
          listed={records.find((r) => r.id === viewId)}
          compareKeys={compareKeys}
          onToggleCompare={toggleOutput}
          onClose={() => openItem(null)}
        />
      ) : null}
      {comparing && compare.length >= 2 ? (
        <CompareDialog entries={compare} onClose={() => setComparing(false)} />
      ) : null}
    </div>
  )
}
