'use client'

import { ProblemText } from '@/components/ui/error-reference'
import dynamic from 'next/dynamic'
import { useDeferredValue, useEffect, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import type { LibraryName } from '@/lib/media/asset-problem'
import type { KindFilter } from '@/lib/media/library-view'
import { useAssets } from '@/lib/queries/assets'
import { useRouteAllowed } from '@/lib/permissions/use-route-permission'
import { QuotaMeters } from './quota-meters'

// The library (cards, rename form, delete dialog) and the add panel (form, drop zone) show only
// once the list is in: their code loads beside the list request, not in the first-load bundle.
const loadLibrary = () => import('./library-view')
const loadAddPanel = () => import('./add-asset-form')
const LibraryView = dynamic(() => import('./library-view').then((m) => m.LibraryView))
const AddAssetPanel = dynamic(() => import('./add-asset-form').then((m) => m.AddAssetPanel))

/** The Assets page: storage meters, the libraries, and the add panel beside them. */
export function AssetsScreen() {
  const { data: arrived, error } = useAssets()
  const allowed = useRouteAllowed('v1_assets_list')
  // The list arrives through React Query's store, which React renders in one task; deferred, the
  // library (dozens of cards) renders in slices the browser can paint between (docs/performance.md,
  // "Where a phone's time goes").
  const data = useDeferredValue(arrived)
  const [library, setLibrary] = useState<LibraryName>('personal')
  const [query, setQuery] = useState('')
  const [kind, setKind] = useState<KindFilter>('')
  useEffect(() => {
    void loadLibrary()
    void loadAddPanel()
  }, [])

  if (!allowed) {
    return (
      <p className="rounded-md border border-line bg-surface-muted px-3 py-2 text-sm">
        This key cannot open the asset library: its owner did not give it permission to generate,
        which the library needs. Your outputs are in the gallery, to look at and download.
      </p>
    )
  }
  if (!data) {
    return error ? (
      <Alert>
        Could not load the library. <ProblemText error={error} />
      </Alert>
    ) : (
      <p className="text-sm text-ink-muted">Loading the library…</p>
    )
  }

  return (
    <div className="space-y-6">
      <QuotaMeters list={data} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <LibraryView
          list={data}
          library={data.team ? library : 'personal'}
          onLibrary={setLibrary}
          query={query}
          onQuery={setQuery}
          kind={kind}
          onKind={setKind}
        />
        <AddAssetPanel list={data} onAdded={setLibrary} />
      </div>
    </div>
  )
}
