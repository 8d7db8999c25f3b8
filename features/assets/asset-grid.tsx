import { useMemo } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import type { Asset } from '@/lib/api/assets'
import { libraryLabel, type LibraryName } from '@/lib/media/asset-problem'
import { filterAssets, takenNames, type KindFilter } from '@/lib/media/library-view'
import { AssetCard } from './asset-card'

interface AssetGridProps {
  assets: readonly Asset[]
  library: LibraryName
  query: string
  kind: KindFilter
}

const hasId = (asset: Asset): asset is Asset & { id: string } => Boolean(asset.id)

/** One library's assets that match the filters, each with its rename check. */
export function AssetGrid({ assets, library, query, kind }: AssetGridProps) {
  const shown = useMemo(
    () => filterAssets(assets, { library, query, kind }).filter(hasId),
    [assets, library, query, kind],
  )
  const total = useMemo(
    () => filterAssets(assets, { library, query: '', kind: '' }).length,
    [assets, library],
  )
  // One Set per asset: the library's names without its own, so keeping a name is no clash.
  const taken = useMemo(
    () => new Map(shown.map((asset) => [asset.id, takenNames(assets, library, asset.id)])),
    [assets, shown, library],
  )
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-muted" aria-live="polite">
        {shown.length} of {total} assets
      </p>
      {shown.length === 0 ? (
        <EmptyState title={total ? 'No asset matches' : `Nothing in ${libraryLabel(library)} yet`}>
          {total ? 'Try another kind or search.' : 'Add a file or a URL to start it.'}
        </EmptyState>
      ) : (
        <ul
          className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
          aria-label={`Assets in ${libraryLabel(library)}`}
        >
          {shown.map((asset) => (
            <li key={asset.id}>
              <AssetCard asset={asset} takenNames={taken.get(asset.id) ?? new Set()} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
